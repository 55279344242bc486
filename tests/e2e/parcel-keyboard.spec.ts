import { expect, test } from '@playwright/test';
import { bioDraftAtParcels } from './api-support';
import { signIn } from './support';
import { tableCell, useEnglish } from './wizard-support';

// A whole parcel row typed as a person at a keyboard does it: Add row, then each cell typed and
// left with the right arrow, the date as dd/mm/yyyy, the tick box with Space. Nothing typed is lost.
test('a farmer types a whole parcel row by keyboard, date included, and the draft keeps it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { account, headers, id } = await bioDraftAtParcels(request, 'parcelkeys');

  await signIn(page, account.username, 'Firstpass2026');
  await useEnglish(page);
  await page.goto(`/applications/bio/edit/${id}`);
  const parcels = page.locator('[data-field="root_parcels"]');
  await parcels.getByRole('button', { name: 'Add row' }).click();
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Parcel number, row 4');
  // The row holding the active cell's field is as high as the rows showing one line of text (row 1
  // wraps its longer names, and is higher): moving between rows shifts nothing below them.
  const rowHeights = () => parcels.locator('tr[data-index]').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  const before = await rowHeights();
  expect(before[0]).toBeGreaterThan(before[1]);
  expect(before.slice(2)).toEqual([before[1], before[1]]);
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Parcel number, row 3/);
  // (row 4, left empty, now shows what it lacks beneath its cells)
  expect((await rowHeights()).slice(0, 3)).toEqual(before.slice(0, 3));
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Parcel number, row 4');

  const row: [column: string, typed: string][] = [
    ['Parcel number', '4'],
    ['Toponym', 'Πλάτανος'],
    ['OSDE code', '12345678901'],
    ['Area (1,000 m²)', '3,5'],
    ['Crop type', 'Ελιά'],
    ['Crop variety', 'Κορωνέικη'],
    ['First accession date', '15/03/2024'],
    ['Latitude', '37.0812'],
    ['Longitude', '22.4321'],
    ['Products', 'Ελαιόλαδο'],
    ['Yield (kg)', '1200'],
    ['Yield estimate (kg)', '1300'],
    ['Production period', 'Οκτώβριος–Δεκέμβριος'],
  ];
  for (const [column, typed] of row) {
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^${column.replace(/[()]/g, '\\$&')}, row 4`));
    await page.keyboard.type(typed);
    await page.keyboard.press('ArrowRight');
  }
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^New parcel, row 4/);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');

  // What the person sees in the row, then what the draft kept.
  await expect(tableCell(page, 'First accession date, row 4')).toHaveAttribute('aria-label', /Mar 15, 2024/);
  await expect(tableCell(page, 'Toponym, row 4')).toHaveAttribute('aria-label', /Πλάτανος/);
  await expect
    .poll(async () => {
      const stored = await request.get(`/api/applications/${id}`, { headers });
      return (await stored.json()).answers['plant-production'].parcels[3];
    }, { timeout: 20_000 })
    .toMatchObject({
      parcel_number: '4',
      toponym: 'Πλάτανος',
      osde_code: '12345678901',
      area: 3.5,
      crop_type: 'Ελιά',
      crop_variety: 'Κορωνέικη',
      first_accession_date: '2024-03-15',
      lat: '37.0812',
      long: '22.4321',
      products: 'Ελαιόλαδο',
      yield: 1200,
      yield_estimation: 1300,
      production_period: 'Οκτώβριος–Δεκέμβριος',
      isNew: true,
    });
  await request.delete(`/api/applications/${id}`, { headers });
});
