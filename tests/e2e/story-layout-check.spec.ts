import { expect, test } from '@playwright/test';
// @ts-expect-error a plain ES module of scripts/ (no types): the story loop calls it too
import { checkStoryLayout } from '../../scripts/story-layout-check.mjs';

// The layout check the Storybook loop runs on every form story, tried on pages made to fail
// it and on one made to pass it.
test.describe('story layout check', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('passes a page whose wide table scrolls in its own frame', async ({ page }) => {
    await page.setContent(`
      <label for="a">Επώνυμο</label><input id="a" style="width: 100%; box-sizing: border-box">
      <div style="overflow-x: auto"><table><tr>${'<td style="min-width: 200px">Αγροτεμάχιο</td>'.repeat(8)}</tr></table></div>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">(υποχρεωτικό)</span>`);
    expect(await checkStoryLayout(page)).toEqual([]);
  });

  test('passes the lines of a closed <details> (laid out by the browser but not drawn)', async ({ page }) => {
    await page.setContent(`
      <details><summary>Παλαιότερα (3)</summary><ul>${'<li>4 Μαρ 2026 — Η αίτηση υποβλήθηκε</li>'.repeat(3)}</ul></details>
      <h2>Υποβληθείσες απαντήσεις</h2><p>Έτος: 2026</p>`);
    expect(await checkStoryLayout(page)).toEqual([]);
  });

  test('names a page wider than the phone and text drawn over an input box', async ({ page }) => {
    await page.setContent(`
      <div style="width: 900px">Πολύ φαρδύ</div>
      <div style="position: relative; height: 40px">
        <input id="surname" style="position: absolute; top: 0; left: 0; width: 200px; height: 30px">
        <span style="position: absolute; top: 5px; left: 20px">Βοήθεια πάνω στο πεδίο</span>
      </div>`);
    const problems = await checkStoryLayout(page);
    expect(problems).toContainEqual(expect.stringMatching(/^the page is 9\d\d px wide on a 360 px screen$/));
    expect(problems).toContainEqual('text span "Βοήθεια πάνω στο πεδίο" is drawn over input input "surname"');
  });
});
