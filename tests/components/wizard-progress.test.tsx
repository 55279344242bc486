import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { appStore } from '../../src/api/session';
import { localeAtom } from '../../src/i18n/locale-store';
import { WizardProgress } from '../../src/forms/wizard/wizard-progress';

const pages = [
  { id: 'general', titleId: 'titles.myApplications', complete: true },
  { id: 'scope', titleId: 'titles.notifications', complete: false },
];

describe("the wizard's list of steps", { timeout: 60_000 }, () => {
  it('folds behind "All steps" (on a phone), unfolds on demand, and folds again once a step is chosen', async () => {
    appStore.set(localeAtom, 'en');
    const onSelect = vi.fn();
    render(
      <AppProviders>
        <WizardProgress pages={pages} currentId="general" onSelect={onSelect} />
      </AppProviders>,
    );
    const toggle = await screen.findByRole('button', { name: 'All steps' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('wizard-steps');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('wizard-position').textContent).toBe('Step 1 of 2');
    const steps = screen.getAllByRole('listitem');
    await userEvent.click(steps[1].querySelector('button')!);
    expect(onSelect).toHaveBeenCalledWith('scope');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('why the count is what it is', { timeout: 60_000 }, () => {
  it('says the answers of which step may add steps, then which steps they added', async () => {
    appStore.set(localeAtom, 'en');
    const { rerender } = render(
      <AppProviders>
        <WizardProgress pages={pages} currentId="general" onSelect={() => {}} bringingSteps={['titles.notifications']} />
      </AppProviders>,
    );
    expect((await screen.findByTestId('wizard-steps-brought')).textContent).toBe('Your answers in the step “Notifications” may add steps.');
    const more = [...pages, { id: 'news', titleId: 'titles.newsAndInformation', complete: undefined, broughtBy: 'titles.notifications' }, { id: 'contact', titleId: 'titles.contact', complete: undefined, broughtBy: 'titles.notifications' }];
    rerender(
      <AppProviders>
        <WizardProgress pages={more} currentId="scope" onSelect={() => {}} bringingSteps={['titles.notifications']} />
      </AppProviders>,
    );
    expect(screen.getByTestId('wizard-position').textContent).toBe('Step 2 of 4');
    expect(screen.getByTestId('wizard-steps-brought').textContent).toBe('Your answers in the step “Notifications” add 2 steps: News and information and Contact.');
    // a live region: the change is spoken, not only shown
    expect(screen.getByTestId('wizard-steps-brought').getAttribute('aria-live')).toBe('polite');
  });
});
