import fs from 'node:fs';
import path from 'node:path';
import { SERVER_LOCALES, type ServerLocale } from '../i18n/catalogue.ts';

type RoutePreloads = {
  routes: { path: string; guest?: boolean; files: string[]; wizard?: boolean }[];
  locales: Record<string, string[]>;
  moreLocales?: Record<string, string[]>;
  caseworkLocales?: Record<string, string[]>;
  fieldsLocales?: Record<string, string[]>;
  families?: Record<string, { files: string[]; messages: Record<string, string[]> }>;
  apiBase?: string;
};

/** The language a page will show, decided as the browser decides it (src/i18n/locale-store.ts): the chosen one (its cookie), else the browser's first language the portal speaks, else Greek. */
export function pageLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): ServerLocale {
  const isServed = (value: string | undefined): value is ServerLocale => (SERVER_LOCALES as readonly string[]).includes(value ?? '');
  const chosen = /(?:^|;\s*)locale=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (isServed(chosen)) return chosen;
  for (const range of (acceptLanguage ?? '').split(',')) {
    const language = range.split(';')[0].trim().split('-')[0].toLowerCase();
    if (isServed(language)) return language;
  }
  return 'el';
}

// `:family` captured (a family's wizard comes with its pages), any other parameter matched
const patternOf = (routePath: string) =>
  new RegExp(`^${routePath.replace(/:family\b/, '(?<family>[^/]+)').replace(/:[^/]+/g, '[^/]+')}/?$`);

/**
 * index.html for a page address, with `<link rel="modulepreload">` for the chunks its screen
 * and its language need (dist/client/.vite/route-preloads.json, written by the build:
 * scripts/vite-route-preloads.ts). The browser then fetches them beside the entry instead of
 * one round trip after another; a guest's screen also gets its header drawn in HTML
 * (scripts/vite-guest-shell.ts). Without those files (an older build) the page is sent as built.
 */
export function createPageHtml(clientDir: string): (urlPath: string, cookieHeader?: string, acceptLanguage?: string) => string {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const preloadsFile = path.join(clientDir, '.vite', 'route-preloads.json');
  if (!fs.existsSync(preloadsFile)) return () => html;
  const preloads = JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as RoutePreloads;
  // the guests' header, drawn before any script (scripts/vite-guest-shell.ts); none from an older build
  const shellFile = path.join(clientDir, '.vite', 'guest-shell.html');
  const guestShell = fs.existsSync(shellFile) ? fs.readFileSync(shellFile, 'utf8') : '';
  const routes = preloads.routes.map((route) => ({ pattern: patternOf(route.path), guest: route.guest ?? false, files: route.files, wizard: route.wizard ?? false }));
  const cache = new Map<string, string>();
  return (urlPath, cookieHeader, acceptLanguage) => {
    const locale = pageLocale(cookieHeader, acceptLanguage);
    const route = routes.find((candidate) => candidate.pattern.test(urlPath));
    const family = route?.pattern.exec(urlPath)?.groups?.family;
    // a family's pages (its wizard, an application's page) wait for its wizard; all but the
    // wizard's (which speak the portal's texts until a step of the family opens) for its texts too
    const wizard = family === undefined ? undefined : preloads.families?.[family];
    const key = `${locale} ${route?.pattern.source ?? ''} ${wizard ? family : ''}`;
    let page = cache.get(key);
    if (!page) {
      // a guest's screen renders with the guests' messages alone; any other page (the 404 too) may
      // need the rest (the rich fields' texts among them), the wizard's screens but the casework
      // texts (src/i18n/namespaces.ts)
      const more = route?.guest
        ? []
        : [...(preloads.moreLocales?.[locale] ?? []), ...(preloads.fieldsLocales?.[locale] ?? []), ...(route?.wizard ? [] : (preloads.caseworkLocales?.[locale] ?? []))];
      const wizardFiles = wizard ? [...(route?.wizard ? [] : (wizard.messages[locale] ?? [])), ...wizard.files] : [];
      const files = [...new Set([...(preloads.locales[locale] ?? []), ...more, ...(route?.files ?? []), ...wizardFiles])];
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
      // the web app manifest in the page's language (scripts/vite-pwa.ts writes one per language)
      page = html.replace('/manifest-el.webmanifest', `/manifest-${locale}.webmanifest`).replace('</head>', `  ${links}\n  </head>`);
      // a guest's screen shows its header at once, the app's own replacing it (src/app/guest-shell.ts)
      if (route?.guest && guestShell) page = page.replace('<div id="root">', `${guestShell}<div id="root">`);
      cache.set(key, page);
    }
    return withDataPreload(page, urlPath, preloads.apiBase ?? '/api');
  };
}

/**
 * A certificate's public page (`/verify/:code`, the page a QR code opens) paints once its
 * certificate has come: the answer is asked for with the page (`<link rel="preload" as="fetch">`,
 * which the page's own `fetch` of the same address takes over) instead of after its script, a
 * round trip less before its largest paint on a phone (docs/performance.md). It is asked where
 * the build's pages call the API (`apiBase`: `/api`, or VITE_API_BASE_URL's address).
 */
function withDataPreload(page: string, urlPath: string, apiBase: string): string {
  const code = /^\/verify\/([^/]+)\/?$/.exec(urlPath)?.[1];
  if (!code) return page;
  let decoded: string;
  try {
    decoded = decodeURIComponent(code);
  } catch {
    return page;
  }
  return page.replace('</head>', `  <link rel="preload" as="fetch" crossorigin href="${apiBase}/verify/${encodeURIComponent(decoded)}">\n  </head>`);
}
