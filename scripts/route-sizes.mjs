// The script each route downloads, from Vite's manifest (dist/client/.vite/manifest.json):
// the entry's static imports, the route's screen module and its static imports (a signed-in
// screen's, the signed-in layout's too), and the
// validators of the forms it shows (and the form engine, but for flat forms), and the Greek messages; measured as sent (the build's .br copies). `npm test`
// runs it after the build; it fails when a route outgrows its budget in budgets.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const { routes } = JSON.parse(fs.readFileSync('budgets.json', 'utf8'));

/** Files a module loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`budgets.json names "${key}", which is not in the build's manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const brotliSize = (file) => {
  const compressed = path.join(clientDir, `${file}.br`);
  const content = fs.existsSync(compressed) ? fs.readFileSync(compressed) : zlib.brotliCompressSync(fs.readFileSync(path.join(clientDir, file)));
  return content.length;
};
const rawSize = (file) => fs.statSync(path.join(clientDir, file)).size;
const kB = (bytes) => (bytes / 1000).toFixed(1);
/** The form of a wizard's first step shown whatever the answers (as scripts/vite-route-preloads.ts reads it). */
const firstStepForm = (wizardId) => JSON.parse(fs.readFileSync(`schemas/wizards/${wizardId}.json`, 'utf8')).steps.find((step) => step.when === undefined).form;

// A catalogue form's engine (rjsf, the renderers' base) is fetched beside the screen, not before
// it: the dynamic import of the catalog-form chunk.
// A flat form (src/forms/flat-form-shape.ts) is drawn by the light flat-form chunk instead.
const catalogForm = Object.values(manifest).find((chunk) => chunk.name === 'catalog-form');
const FORM_ENGINE = catalogForm?.dynamicImports?.find((key) => manifest[key]?.name === 'schema-form');
const FLAT_FORM = catalogForm?.dynamicImports?.find((key) => manifest[key]?.name === 'flat-form');
if (!FORM_ENGINE || !FLAT_FORM) throw new Error('no catalog-form chunk importing the form engine and the flat form in the build');
const chunksNamed = (pattern) => Object.entries(manifest).filter(([, chunk]) => pattern.test(chunk.name ?? '')).map(([key]) => key);
// guests' screens get the guests' Greek messages (validation texts among them); the others the rest too
// (src/i18n/namespaces.ts; which screens are guests' is in the build's route-preloads.json)
const GREEK = chunksNamed(/^messages-el$/);
const GREEK_MORE = chunksNamed(/^messages-more-el$/);
const GREEK_CASEWORK = chunksNamed(/^messages-casework-el$/);
// the rich fields' texts (tables, maps, uploads) come with every signed-in screen, not with a guest's
const GREEK_FIELDS = chunksNamed(/^messages-fields-el$/);
if ([GREEK, GREEK_MORE, GREEK_CASEWORK, GREEK_FIELDS].some((chunks) => chunks.length !== 1)) throw new Error('no messages-el, messages-more-el, messages-casework-el and messages-fields-el chunks in the build');
const preloads = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'route-preloads.json'), 'utf8'));
const isGuestRoute = (routePath) => preloads.routes.find((route) => route.path === routePath)?.guest === true;
const sizeOf = (files) => {
  const js = [...files].filter((f) => f.endsWith('.js'));
  return { count: js.length, raw: js.reduce((sum, f) => sum + rawSize(f), 0), br: js.reduce((sum, f) => sum + brotliSize(f), 0) };
};

let over = 0;
console.log(
  `${'route'.padEnd(34)} ${'first paint kB'.padStart(15)} ${'budget'.padStart(7)}   ${'with its forms kB'.padStart(18)} ${'budget'.padStart(7)}  files`,
);
for (const route of routes) {
  // first paint: the entry, the screen's module with their static imports, and the Greek
  // messages it needs (a page shows no text without its language's catalogue)
  const firstPaint = new Set();
  // a wizard's screen waits in its route loader for its wizard (src/forms/wizard-validators.ts) and
  // its open step's form with its validator, here the first step's (and, but the wizard's screens,
  // its family's Greek messages: src/i18n/namespaces.ts)
  // the wizard's screens fetch their family's texts and the casework texts once they show
  const isWizardScreen = preloads.routes.find((candidate) => candidate.path === route.path)?.wizard === true;
  const wizard = route.wizard
    ? [
        `virtual:wizard-validators/${route.wizard}`,
        `virtual:form-validator/${firstStepForm(route.wizard)}`,
        ...(isWizardScreen ? [] : chunksNamed(new RegExp(`^messages-${route.wizard}-el$`))),
      ]
    : [];
  // a signed-in screen shows in the signed-in layout (with the query client), its own chunk
  // and the chunk its loader comes in, when it has one of its own (scripts/vite-route-preloads.ts)
  const loaders = preloads.routes.find((candidate) => candidate.path === route.path)?.loaders ?? [];
  const signedIn = isGuestRoute(route.path) ? [] : [preloads.signedInLayout, ...GREEK_MORE, ...GREEK_FIELDS, ...(isWizardScreen ? [] : GREEK_CASEWORK)];
  for (const key of ['index.html', route.module, ...GREEK, ...signedIn, ...loaders, ...wizard]) staticClosure(key, firstPaint);
  // usable: and the form engine and the validator (with the form itself) of each form it shows
  const usable = new Set(firstPaint);
  // (a flat form, drawn without the engine: src/forms/flat-form-shape.ts, only its validator)
  for (const key of (route.forms ?? []).flatMap((id) => [preloads.flatForms.includes(id) ? FLAT_FORM : FORM_ENGINE, `virtual:form-validator/${id}`])) staticClosure(key, usable);
  const paint = sizeOf(firstPaint);
  const full = sizeOf(usable);
  const fits = paint.br <= route.firstPaintKb * 1000 && full.br <= route.budgetKb * 1000;
  if (!fits) over += 1;
  console.log(
    `${route.path.padEnd(34)} ${kB(paint.br).padStart(15)} ${String(route.firstPaintKb).padStart(7)}   ${kB(full.br).padStart(18)} ${String(route.budgetKb).padStart(7)}  ${String(full.count).padStart(5)}${fits ? '' : '  ✖ over budget'}`,
  );
}
if (over) {
  console.error(`\n${over} route(s) download more script than budgets.json allows.`);
  process.exit(1);
}
