import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';
import { signIn } from './support';
import { signedPdf } from './wizard-support';

// A portal of its own on S3-compatible storage (s3rver), so that the store can be stopped
// under a person looking at their documents; the shared end-to-end servers keep files on disk.
let s3: S3TestServer;
let portal: ChildProcess;
let baseURL: string;
let dataDir: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  s3 = await startS3Server();
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-store-'));
  portal = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: 'dist/client',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'on',
      // the demo farmer's offer awaiting an answer, with its generated PDF in the store
      DEMO_APPLICATIONS: 'on',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      FILE_STORE: `s3://${s3.bucket}/e2e`,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.status, { timeout: 180_000, intervals: [500] })
    .toBe(200);
});

test.afterAll(async () => {
  portal?.kill('SIGTERM');
  await s3?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The demo farmer's offer awaiting an answer, if the server has made it yet. */
async function offerApplication() {
  const login = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo.farmer.gr', password: 'DemoPass2026' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const list = (await (await fetch(`${baseURL}/api/applications`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as {
    items: { id: string; stage: { state?: string } | null }[];
  };
  return list.items.find((a) => a.stage?.state === 'offer_sent')?.id;
}

async function farmerPage(browser: Browser) {
  const context = await browser.newContext({ baseURL, locale: 'el-GR', acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, 'demo.farmer.gr');
  return page;
}

test('a download while the document store is down says so on the page, in Greek, and the page stays', async ({ browser }) => {
  let id: string | undefined;
  // the server makes the demo applications once it answers
  await expect.poll(async () => (id = await offerApplication()), { timeout: 60_000, intervals: [500] }).toBeTruthy();
  const page = await farmerPage(browser);
  await page.goto(`/applications/bio/inner/${id}`);
  // the offer to sign, inside the form that asks for it (issue 54)
  const offerLink = page.getByTestId('document-to-sign').getByRole('link', { name: /^Λήψη: Προσφορά, [\d,]+ (B|kB)$/ });
  await expect(offerLink).toBeVisible();

  // with the store up, the click downloads the document
  const download = page.waitForEvent('download');
  await offerLink.click();
  expect((await download).suggestedFilename()).toMatch(/^offer-.*\.pdf$/);

  // the signed offer uploaded into the answer form, still up
  await page.getByRole('combobox', { name: 'Απάντηση' }).selectOption({ index: 1 });
  await page.getByLabel(/Επιλογή αρχείου|Επιλογή αρχείων/).first().setInputFiles(signedPdf('υπογεγραμμένη.pdf'));
  const uploaded = page.getByRole('link', { name: 'Λήψη υπογεγραμμένη.pdf' });
  await expect(uploaded).toBeVisible();

  await s3.stop();
  const address = page.url();
  await offerLink.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ο χώρος αποθήκευσης εγγράφων δεν είναι διαθέσιμος αυτή τη στιγμή, γι\' αυτό το αρχείο δεν μπορεί να ληφθεί.' })).toBeVisible();
  await uploaded.click();
  await expect(page.getByRole('alert').filter({ hasText: 'το αρχείο δεν μπορεί να ληφθεί' })).toHaveCount(2);
  // still on the application, the answer being written kept
  expect(page.url()).toBe(address);
  await expect(uploaded).toBeVisible();
  await expect(page.getByText('"statusCode"')).toHaveCount(0);

  // back up: the same link downloads again
  await s3.start();
  const again = page.waitForEvent('download');
  await offerLink.click();
  expect((await again).suggestedFilename()).toMatch(/^offer-.*\.pdf$/);
});
