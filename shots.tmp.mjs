import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:18610';
const code = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [360, 1280]) {
  const ctx = await browser.newContext({ locale: 'el-GR', viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/public-register`);
  await page.getByRole('button', { name: 'Αναζήτηση' }).waitFor();
  await page.getByLabel('Όνομα κατόχου').fill('papadopoulos');
  await page.getByRole('button', { name: 'Αναζήτηση' }).click();
  await page.getByTestId('register-entry').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/reg-shot/register-${width}.png`, fullPage: true });
  console.log(width, 'scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
  await page.goto(`${base}/verify/${code}`);
  await page.getByTestId('certificate-history').waitFor();
  await page.screenshot({ path: `/tmp/reg-shot/verify-${width}.png`, fullPage: true });
  console.log(width, 'verify scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
  if (width === 1280) {
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `/tmp/reg-shot/verify-print.png`, fullPage: true });
    await page.pdf({ path: '/tmp/reg-shot/verify.pdf', format: 'A4' });
  }
  await ctx.close();
}
const noJs = await browser.newContext({ locale: 'el-GR', viewport: { width: 360, height: 900 }, javaScriptEnabled: false });
const page = await noJs.newPage();
await page.goto(`${base}/verify/${code}`);
await page.screenshot({ path: `/tmp/reg-shot/verify-nojs-360.png`, fullPage: true });
await browser.close();
