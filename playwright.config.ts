import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/helpers/chromium';

// Two real servers on the built app, each with its own throw-away database: one as people
// use it, one with 3-second access tokens for the refresh tests. `npm test` picks free
// ports; run alone, the defaults below are used.
const mainPort = Number(process.env.E2E_PORT ?? 18080);
const shortPort = Number(process.env.E2E_SHORT_PORT ?? 18081);
const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${name}-`));
// The main server's data folder, where tests read its mail outbox (DATA_DIR/outbox). Kept in
// the environment so that the test workers, which load this file again, see the same folder.
process.env.E2E_MAIN_DATA_DIR ??= tempDir('main');

const server = (port: number, extraEnv: Record<string, string>) => ({
  command: 'node --import tsx src/server/main.ts',
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    CLIENT_DIR: 'dist/client',
    DEMO_DATA: 'on',
    // the demo farmer's lifecycle applications would change what the list tests see
    DEMO_APPLICATIONS: 'off',
    LOG_LEVEL: 'warn',
    // mail goes through the queue: the tests read the outbox within half a second of a send
    MAIL_POLL_SECONDS: '0.5',
    DATABASE_URL: '',
    // The specs register dozens of accounts from one address within minutes, which the
    // per-address limits refuse after ten (as they should for people); the limits have their
    // own server tests (tests/server/core/rate-limits.test.ts).
    RATE_LIMITS: 'off',
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One retry: a test that passes only on retry is reported as "flaky" in the list, not hidden.
  retries: 1,
  timeout: 60_000,
  // A condition a page meets within a second on a quiet machine may take several while CI's
  // machine is busy (a queue of 50 rows after a filter): waits are for conditions, so a longer
  // limit costs nothing when they hold and only delays a real failure.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // The people the specs play are Greek: their browsers ask for Greek (a first visit follows it).
    locale: 'el-GR',
    launchOptions: chromiumLaunchOptions(),
    // A trace is recorded on a test's retry, the run that a failure leaves to look at. Recorded
    // for every test and thrown away when it passed ('retain-on-failure'), its screencast and
    // snapshots cost the browser and the runner about an eighth of the step's time on 2 cores
    // (docs/performance.md).
    trace: 'on-first-retry',
    // The portal's service worker (issue 32) would answer requests page.route() should see;
    // tests/e2e/offline*.spec.ts let it run.
    serviceWorkers: 'block',
  },
  projects: [
    // the demo staff member speaks Greek; the specs play one who chose English (english-staff.setup.ts)
    { name: 'english-staff', testMatch: /english-staff\.setup\.ts/, use: { baseURL: `http://127.0.0.1:${mainPort}` } },
    { name: 'portal', testIgnore: /session\.spec/, dependencies: ['english-staff'], use: { baseURL: `http://127.0.0.1:${mainPort}` } },
    { name: 'session', testMatch: /session\.spec/, use: { baseURL: `http://127.0.0.1:${shortPort}` } },
  ],
  webServer: [
    server(mainPort, { DATA_DIR: process.env.E2E_MAIN_DATA_DIR, PUBLIC_URL: `http://127.0.0.1:${mainPort}` }),
    server(shortPort, { DATA_DIR: tempDir('short'), ACCESS_TOKEN_TTL_SECONDS: '3' }),
  ],
});
