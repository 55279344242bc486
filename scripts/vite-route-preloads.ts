import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FAMILY_SEGMENTS } from '../src/features/applications/family-paths.ts';
import { flatFields } from '../src/forms/flat-form-shape.ts';
import { apiBaseOf } from '../src/api/api-base-setting.ts';

type ManifestChunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** What the server announces with an HTML page so that the browser fetches it at once. */
export type RoutePreloads = {
  /**
   * the screens of src/app/router.tsx: path pattern → files its first paint needs; guests' screens
   * need only the guests' messages; `wizard`: a screen of the wizard, which at first shows
   * neither its family's questionnaire texts (its list of steps speaks the portal's) nor the
   * casework texts, and fetches them once it shows; `loaders`: the manifest's keys of the chunks
   * its loader imports (the applications' loaders: application-routes), among its `files` too
   */
  routes: { path: string; guest: boolean; files: string[]; wizard?: boolean; loaders?: string[] }[];
  /**
   * the signed-in portal's layout route's module (src/app/layouts/signed-in-layout.tsx: the
   * layout with the query client, its own chunk, which guests' pages are not sent): loaded
   * beside each signed-in screen's, so its files are among those screens' `files`
   */
  signedInLayout: string;
  /** the forms drawn without the form engine (src/forms/flat-form-shape.ts): a page showing only these does not fetch it */
  flatForms: string[];
  /**
   * A family's path segment (`bio`, `global`: the `:family` of a route) → its wizard's chunk
   * (manifest, step conditions), its first step's form with its validator (a new application opens
   * there; an application's page judges every step) and, per language, its questionnaires' texts:
   * a page whose route names a family loads them before its screen shows
   * (src/features/applications/application-routes.ts).
   */
  families: Record<string, { files: string[]; messages: Record<string, string[]> }>;
  /** language → its message chunks for guests' screens (validation texts among them) */
  locales: Record<string, string[]>;
  /** language → the chunks of the signed-in portal's messages */
  moreLocales: Record<string, string[]>;
  /** language → the chunks of the casework messages (every signed-in screen's but the wizard's) */
  caseworkLocales: Record<string, string[]>;
  /** the rich fields' texts (tables, maps, uploads) each language's signed-in pages need */
  fieldsLocales: Record<string, string[]>;
  /** the API's base the pages call (`VITE_API_BASE_URL`, src/api/api-base.ts): a page's data preload asks there */
  apiBase?: string;
};

// `guestScreen('/login', () => import('../features/auth/login-page')…` in the route table
const SCREEN = /\b(guestScreen|screen)\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
// a form a screen shows itself: <CatalogForm formId="forms/login" …>
// the wizard's screens: they open at a step, most often of the common forms, and fetch their
// family's questionnaire texts and the casework texts once they show
// (src/features/applications/application-routes.ts, src/app/router.tsx)
const WIZARD_SCREEN = /^\/applications\/:family\/(add|edit\/)/;
const FORM_ID = /formId="([^"]+)"/g;
// `const signedInLayout = () => import('./layouts/signed-in-layout')…` in the route table
const SIGNED_IN_LAYOUT = /\bsignedInLayout = \(\) => import\('([^']+)'\)/;
// the applications' loaders (`const applicationLoader = applicationRoute('…')`), which come in the
// application-routes chunk: a screen whose loader is one is sent that chunk with its page, so
// that the loader's read does not wait for it
const APPLICATION_LOADER = /\bconst (\w+) = applicationRoute\(/g;

/** The form of a wizard's first step shown whatever the answers (schemas/wizards/<id>.json). */
export function firstStepForm(wizardId: string): string {
  const wizard = JSON.parse(fs.readFileSync(`schemas/wizards/${wizardId}.json`, 'utf8')) as { steps: { form: string; when?: unknown }[] };
  const first = wizard.steps.find((step) => step.when === undefined);
  if (!first) throw new Error(`route preloads: wizard ${wizardId} has no step shown whatever the answers`);
  return first.form;
}

/** Whether the form `formId` under schemas/ is drawn without rjsf (FlatForm, src/forms/flat-form-shape.ts). */
export function isFlatForm(formId: string): boolean {
  const read = (suffix: string) => (fs.existsSync(`schemas/${formId}.${suffix}.json`) ? JSON.parse(fs.readFileSync(`schemas/${formId}.${suffix}.json`, 'utf8')) : {});
  return flatFields(read('schema'), read('ui')) !== undefined;
}

function staticClosure(manifest: Manifest, key: string, files: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/**
 * Each screen's chunks from Vite's manifest: the screen module with its static imports, and
 * for the forms the screen module shows itself, the form engine and each form's own chunk.
 * Without these hints a phone fetches them one round trip after another: the entry, then the
 * screen, then the language, then the engine, then the form (five trips on slow 4G).
 */
export function routePreloads(manifest: Manifest, routerFile: string): RoutePreloads {
  const routerSource = fs.readFileSync(routerFile, 'utf8');
  const entry = staticClosure(manifest, 'index.html', new Set());
  // the catalogue form's two ways to draw a form (src/forms/catalog-form.tsx): rjsf's engine, and the flat forms' light one
  const drawers = Object.values(manifest).find((chunk) => chunk.name === 'catalog-form')?.dynamicImports ?? [];
  const formEngine = drawers.find((key) => manifest[key]?.name === 'schema-form');
  const flatForm = drawers.find((key) => manifest[key]?.name === 'flat-form');
  const screens = [...routerSource.matchAll(SCREEN)];
  if (screens.length !== [...routerSource.matchAll(/\b(guestScreen|screen)\('/g)].length) {
    // the regular expression no longer reads every screen: better a failed build than silent slowness
    throw new Error(`route preloads: read ${screens.length} screens in ${routerFile}, which declares more`);
  }
  const moduleOf = (specifier: string) => path.relative('.', path.resolve(path.dirname(routerFile), `${specifier}.tsx`));
  const layoutSpecifier = SIGNED_IN_LAYOUT.exec(routerSource)?.[1];
  if (!layoutSpecifier) throw new Error(`route preloads: no signedInLayout import in ${routerFile}`);
  const signedInLayout = moduleOf(layoutSpecifier);
  if (!manifest[signedInLayout]) throw new Error(`route preloads: ${signedInLayout} (the signed-in layout) is not in the build's manifest`);
  const screenModules = new Set(screens.map(([, , , specifier]) => moduleOf(specifier)));
  const applicationLoaders = [...routerSource.matchAll(APPLICATION_LOADER)].map(([, name]) => name);
  const applicationRoutes = Object.keys(manifest).find((key) => manifest[key].name === 'application-routes');
  if (applicationLoaders.length && !applicationRoutes) throw new Error('route preloads: no application-routes chunk in the build\'s manifest');
  const routes = screens.map((screen) => {
    const [, kind, routePath, specifier] = screen;
    const moduleFile = moduleOf(specifier);
    if (!manifest[moduleFile]) throw new Error(`route preloads: ${moduleFile} (route ${routePath}) is not in the build's manifest`);
    const files = staticClosure(manifest, moduleFile, new Set());
    // a signed-in screen shows in the signed-in layout, whose chunk comes beside its own
    if (kind !== 'guestScreen') staticClosure(manifest, signedInLayout, files);
    const screenLine = routerSource.slice(screen.index, routerSource.indexOf('\n', screen.index));
    const loaders = applicationRoutes && applicationLoaders.some((name) => new RegExp(`\\b${name}\\b`).test(screenLine)) ? [applicationRoutes] : [];
    for (const loader of loaders) staticClosure(manifest, loader, files);
    // a screen that opens another at once (/add creates a draft and shows the wizard's edit
    // screen) imports that screen's module itself: its files come with the page too
    for (const opened of manifest[moduleFile].dynamicImports ?? []) if (screenModules.has(opened)) staticClosure(manifest, opened, files);
    const forms = [...fs.readFileSync(moduleFile, 'utf8').matchAll(FORM_ID)].map(([, formId]) => formId);
    if (forms.some((formId) => !isFlatForm(formId)) && formEngine) staticClosure(manifest, formEngine, files);
    if (forms.some(isFlatForm) && flatForm) staticClosure(manifest, flatForm, files);
    for (const formId of forms) staticClosure(manifest, `virtual:form-validator/${formId}`, files);
    // the entry's own files are announced by index.html already
    const wizard = WIZARD_SCREEN.test(routePath) ? { wizard: true } : {};
    return { path: routePath, guest: kind === 'guestScreen', files: [...files].filter((file) => !entry.has(file)), ...wizard, ...(loaders.length ? { loaders } : {}) };
  });
  const families: RoutePreloads['families'] = {};
  for (const [segment, wizardId] of Object.entries(FAMILY_SEGMENTS)) {
    const wizard = `virtual:wizard-validators/${wizardId}`;
    if (!manifest[wizard]) throw new Error(`route preloads: no chunk ${wizard} in the build's manifest`);
    const messages: Record<string, string[]> = {};
    for (const chunk of Object.values(manifest)) {
      const language = new RegExp(`^messages-${wizardId}-([a-z]{2})$`).exec(chunk.name ?? '')?.[1];
      if (language) (messages[language] ??= []).push(chunk.file);
    }
    const files = staticClosure(manifest, wizard, new Set());
    staticClosure(manifest, `virtual:form-validator/${firstStepForm(wizardId)}`, files);
    families[segment] = { files: [...files].filter((file) => !entry.has(file)), messages };
  }
  const locales: Record<string, string[]> = {};
  const moreLocales: Record<string, string[]> = {};
  const caseworkLocales: Record<string, string[]> = {};
  const fieldsLocales: Record<string, string[]> = {};
  const groups: Record<string, Record<string, string[]>> = { messages: locales, 'messages-more': moreLocales, 'messages-casework': caseworkLocales, 'messages-fields': fieldsLocales };
  for (const chunk of Object.values(manifest)) {
    const [, group, language] = /^(messages|messages-more|messages-casework|messages-fields)-([a-z]{2})$/.exec(chunk.name ?? '') ?? [];
    if (language) (groups[group][language] ??= []).push(chunk.file);
  }
  const flatForms = Object.keys(manifest).flatMap((key) => /^virtual:form-validator\/(.+)$/.exec(key)?.[1] ?? []).filter(isFlatForm);
  return { routes, signedInLayout, flatForms, families, locales, moreLocales, caseworkLocales, fieldsLocales };
}

/** Writes dist/client/.vite/route-preloads.json after a build (read by src/server/core/plugins/page-preloads.ts). */
export function routePreloadsPlugin(): Plugin {
  let outDir = '';
  let apiBase = '/api';
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      apiBase = apiBaseOf(config.env.VITE_API_BASE_URL as string | undefined);
    },
    closeBundle() {
      const manifestFile = path.join(outDir, '.vite', 'manifest.json');
      if (!fs.existsSync(manifestFile)) return;
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      const preloads = { ...routePreloads(manifest, 'src/app/router.tsx'), apiBase };
      fs.writeFileSync(path.join(outDir, '.vite', 'route-preloads.json'), JSON.stringify(preloads, null, 1));
    },
  };
}
