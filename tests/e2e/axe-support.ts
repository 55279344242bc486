import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA: axe's rules for levels A and AA of 2.0, 2.1 and 2.2. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds against WCAG 2.2 AA on the page, whatever its impact (a "moderate" failure
 * of an AA criterion fails it all the same), with up to three places of each. `bestPractice`
 * adds axe's best practices that matter to a screen-reader user finding their way: one main
 * landmark, landmarks of different names, every part of the page in a landmark.
 */
export async function wcagViolations(page: Page, { bestPractice = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  const results = await builder.analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  if (bestPractice) {
    const more = await new AxeBuilder({ page }).withRules(['landmark-one-main', 'landmark-unique', 'region', 'landmark-no-duplicate-banner', 'page-has-heading-one', 'heading-order', 'empty-heading']).analyze();
    found.push(...more.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`));
  }
  return found;
}

/** Nothing against WCAG 2.2 AA on the page as it is now, once its requests are done (`where` names the state in a failure). */
export async function expectNoViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await wcagViolations(page), where).toEqual([]);
}
