// Lighthouse on the production build (tests/bench/lighthouse-support.mjs: mobile preset, HTTPS
// with HTTP/2, first visit): score, LCP and TBT of /login, of / signed in, and of the first step
// of the organic wizard. Figures only, no asserts. Needs a build (`npm run build`). The signed-in
// pages keep the session cookie. Run: node tests/bench/lighthouse.bench.mjs (settings: the
// support file's head, e.g. LIGHTHOUSE_RUNS=3). The demo farmer has no application yet
// (DEMO_APPLICATIONS off), so that the organic wizard's first step is a new application's.
import { benchLighthouse } from './lighthouse-support.mjs';

await benchLighthouse({ DEMO_APPLICATIONS: 'off' }, async ({ base, context, measure }) => {
  await measure('/login', `${base}/login`);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel(/Username|Όνομα χρήστη|Nombre de usuario/).fill('demo.farmer.gr');
  await page.getByLabel(/^(Password|Κωδικός πρόσβασης|Contraseña)/).fill('DemoPass2026');
  await page.locator('form').getByRole('button').click();
  await page.waitForURL(`${base}/`);
  await page.waitForLoadState('networkidle');
  await measure('/ signed in', `${base}/`, { signedIn: true });
  await measure('organic wizard, first step', `${base}/applications/bio/add`, { signedIn: true });
});
