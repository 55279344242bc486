import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { apiAuth } from './api-support';
import { shot } from './keyboard-support';
import { signIn } from './support';
import { wcagViolations } from './axe-support';

// The authorities' reports (issue 51): staff, in Greek, ask for this year's list of organic
// operators under control from the Reports screen, see the job finish and download the XLSX,
// which opens with its Greek headings intact (docs/reports.md).

const greek = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(`locales/el/${file}.json`, 'utf8'));
const el = greek('reports');
const elFiles = greek('report-files');

const wholePage = async (page: Page, width: number) => {
  if (process.env.A11Y_SHOTS) await page.screenshot({ path: `${process.env.A11Y_SHOTS}/staff-reports-whole-${width}.png`, fullPage: true });
};

test('staff ask for a report, see it finish and download its XLSX with Greek intact', async ({ page, request }) => {
  const staff = await apiAuth(request, 'demo.staff');
  const locale = (await (await request.get('/api/users/profile', { headers: staff })).json()).locale as string;
  const year = new Date().getUTCFullYear();
  try {
    expect((await request.post('/api/users/locale', { headers: staff, data: { locale: 'el' } })).ok()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'demo.staff');
    await page.getByRole('link', { name: 'Αναφορές' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Αναφορές προς τις αρχές' })).toBeVisible();

    await page.getByLabel(el['reports.kind.organic_operators']).check();
    await page.getByLabel(el['reports.request.from']).fill(`01/01/${year}`);
    await page.getByLabel(el['reports.request.to']).fill(`31/12/${year}`);
    await page.getByRole('button', { name: el['reports.request.submit'] }).click();

    // the newest report heads the list; the job finishes it and its files appear
    const row = page.getByRole('table').locator('tbody tr').first();
    await expect(row).toContainText(el['reports.kind.organic_operators']);
    await expect(row).toContainText(el['reports.status.done'], { timeout: 15_000 });

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Λήψη Excel/ }).click()]);
    expect(download.suggestedFilename()).toBe(`organic-operators-${year}-01-01-${year}-12-31.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
    const headings = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(headings[1]).toBe(elFiles['reportFiles.organicOperators.operator']);
    expect(headings).toContain(elFiles['reportFiles.organicOperators.area']);

    expect(await wcagViolations(page)).toEqual([]);
    await shot(page, 'staff-reports');
    await wholePage(page, 1280);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await wcagViolations(page)).toEqual([]);
    await shot(page, 'staff-reports');
    await wholePage(page, 360);
  } finally {
    await request.post('/api/users/locale', { headers: staff, data: { locale } });
  }
});
