import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { AnswersReview } from '../../../src/forms/wizard/answers-review';
import { loadWizard, wizardManifest } from '../../../src/forms/wizard-catalog';
import general from '../../../schemas/fixtures/common/general.json';

describe("a submitted application's answers", { timeout: 60_000 }, () => {
  it('fold by step: each opens on its title, and "Open all sections" opens and closes every one', async () => {
    appStore.set(localeAtom, 'en');
    await loadWizard('bio');
    const steps = wizardManifest('bio')!.steps.slice(0, 2);
    const answers = { [steps[0]!.id]: general };
    render(
      <AppProviders>
        <AnswersReview steps={steps} answers={answers} countryId={1} folded />
      </AppProviders>,
    );
    const openAll = await screen.findByRole('button', { name: 'Open all sections' });
    const titles = screen.getAllByTestId('answers-step-summary');
    expect(titles).toHaveLength(2);
    const first = titles[0]!.closest('details')!;
    // folded: the title is there, the answers are not
    expect(first.open).toBe(false);
    expect(within(first).queryByRole('table')).toBeNull();
    const answered = first.textContent;
    await userEvent.click(titles[0]!);
    expect(first.open).toBe(true);
    expect(first.textContent!.length).toBeGreaterThan(answered!.length);
    await userEvent.click(openAll);
    expect(titles.every((title) => title.closest('details')!.open)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close all sections' }));
    expect(titles.some((title) => title.closest('details')!.open)).toBe(false);
  });
});
