import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { apiAuth } from './api-support';

// Issue 46, "smaller things that make a person hesitate", in the signed-in header: one menu
// link is the page shown (the queue and "My inspections" were both), the phone's menu closes
// on Escape, the language switch's arrows do not change the page's language until Enter.

test('staff: one link is the page shown; the phone menu closes on Escape; the language changes on Enter only', async ({ page, request }) => {
  test.setTimeout(120_000);
  const staff = await apiAuth(request, 'demo.staff');
  expect((await request.post('/api/users/locale', { headers: staff, data: { locale: 'el' } })).ok()).toBe(true);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'demo.staff');
    const nav = page.getByRole('navigation', { name: /.+/ }).first();
    await page.goto('/staff/applications?mine=true');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', '/staff/applications?mine=true');
    await page.goto('/staff/applications');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', '/staff/applications');

    // the language switch: arrows show, Enter applies
    const language = page.getByRole('combobox', { name: 'Γλώσσα' });
    await language.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[α-ω]/);
    const shown = await language.inputValue();
    expect(shown).not.toBe('el');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', shown);

    // the phone's menu: Escape closes it and focus goes back to its button
    await page.setViewportSize({ width: 360, height: 740 });
    const menu = page.getByRole('button', { name: shown === 'en' ? 'Menu' : 'Menú' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(page.locator('#main-navigation')).toBeHidden();
  } finally {
    await request.post('/api/users/locale', { headers: staff, data: { locale: 'en' } });
  }
});
