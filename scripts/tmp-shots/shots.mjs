import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:18900';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
async function session(user, width) {
  const ctx = await browser.newContext({ locale: 'el-GR', viewport: { width, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.getByLabel(/Όνομα χρήστη/).fill(user);
  await page.getByLabel(/^Κωδικός πρόσβασης/).fill('DemoPass2026');
  await page.locator('form').getByRole('button').click();
  await page.waitForURL(base + '/');
  await page.waitForTimeout(1500);
  return page;
}
const targets = JSON.parse(process.argv[2]);
for (const [user, width, path, name] of targets) {
  const page = await session(user, width);
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  const sect = width < 500 ? 1400 : 1100;
  for (let i = 0; i * sect < Math.min(h, sect * 4); i++) await page.screenshot({ path: `/tmp/shots/${name}-${i}.png`, fullPage: true, clip: { x: 0, y: i * sect, width, height: Math.min(sect, h - i * sect) } });
  console.log(name, 'scrollWidth', sw, 'height', await page.evaluate(() => document.documentElement.scrollHeight));
  await page.context().close();
}
await browser.close();
