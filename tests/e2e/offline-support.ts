import { expect as baseExpect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './support';
import { useEnglish } from './wizard-support';

// A form's files come through the worker while it installs (it fetches the shell to keep it):
// on a busy 2-core machine a step's form may take longer than the default 5 s to show.
export const expect = baseExpect.configure({ timeout: 20_000 });

/** A photo as a phone's camera gives it (a JPEG's first bytes; the server reads the type from them). */
export const photo = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.from(name.padEnd(2048, '.')), Buffer.from([0xff, 0xd9])]),
});

/** The page is controlled by the worker once it installed and claimed it. */
export async function workerInControl(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

/** Whether the worker keeps, in any of its caches, a file whose address contains `part`. */
export function fileKept(page: Page, part: string): Promise<boolean> {
  return page.evaluate(async (part) => {
    const kept = await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map(({ url }) => url)));
    return kept.flat().some((url) => url.includes(part));
  }, part);
}

/** Whether the worker keeps the signed-in API read of `pathname` (its `api-reads` cache). */
export function readKept(page: Page, pathname: string): Promise<boolean> {
  return page.evaluate(async (pathname) => (await (await caches.open('api-reads')).keys()).some(({ url }) => new URL(url).pathname === pathname), pathname);
}

/**
 * A phone (a browser context with the portal's worker) on which the person signed in, in
 * English, and opened with a connection what `visit` opens: kept there for later without
 * signal. The tab is closed; the context is the test's to close.
 */
export async function deviceThatOpened(browser: Browser, username: string, visit: (page: Page) => Promise<void>): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'el-GR' });
  const first = await context.newPage();
  await signIn(first, username, 'Firstpass2026');
  await useEnglish(first);
  await workerInControl(first);
  await visit(first);
  await first.close();
  return context;
}

/** The statuses of the uploads the page sends (POST /api/files), in order. */
export function uploadsOf(page: Page): number[] {
  const uploads: number[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/files')) void request.response().then((response) => uploads.push(response?.status() ?? 0));
  });
  return uploads;
}
