import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/api/query';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { StepForm } from '../../../src/forms/wizard/step-form';
import { ruleIssues } from '../../../src/validation/answer-rules';

// A step with errors of its own and errors against another step: Continue shows both at once,
// as the server lists both at submission, and each value of a list by its title.

const otherSteps = { scope: { addons: ['grasp'] }, 'appendix-2': { products: [{ product: 'peaches' }] } };
const steps = [
  { id: 'scope', form: 'globalgap/scope' },
  { id: 'appendix-2', form: 'globalgap/appendix-2' },
  { id: 'addons-per-product', form: 'globalgap/addons-per-product' },
];

function Step({ onContinue }: { onContinue: () => void }) {
  // the apples row has no add-ons (the form's own error) and Appendix 2 lists no apples (a rule across steps)
  const [data, setData] = useState<unknown>({ rows: [{ product: 'apples', addons: [] }, { product: 'peaches' }] });
  return (
    <StepForm
      formId="globalgap/addons-per-product"
      formData={data}
      onChange={setData}
      onContinue={onContinue}
      countryId={1}
      checkAnswers={(answers, schema) => ruleIssues(schema, answers, { ...otherSteps, 'addons-per-product': answers }, steps)}
    />
  );
}

describe('a wizard step', { timeout: 60_000 }, () => {
  it('shows its own errors and the errors against other steps together when Continue is pressed', async () => {
    appStore.set(localeAtom, 'el');
    let continued = 0;
    render(
      <AppProviders client={createQueryClient()}>
        <Step onContinue={() => (continued += 1)} />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Αποθήκευση και συνέχεια' }));
    const summary = await screen.findByRole('alert');
    const items = within(summary).getAllByRole('listitem').map((li) => li.textContent ?? '');
    // the form's own: the second row has no add-ons
    expect(items.some((text) => /γραμμή 2/.test(text))).toBe(true);
    // across steps: apples are not in Appendix 2, named in Greek
    expect(items.some((text) => text.includes('Μήλα'))).toBe(true);
    expect(summary.textContent).not.toMatch(/\bapples\b/);
    expect(continued).toBe(0);
  });
});

describe('a form’s own rule on a value of a list', { timeout: 60_000 }, () => {
  it('names the add-on by its title in the summary, as the story "Messages name values by their titles" plays it', async () => {
    appStore.set(localeAtom, 'es');
    function Sea() {
      const [data, setData] = useState<unknown>({ rows: [{ product: 'sea_bream', addons: ['leaf'] }] });
      return <StepForm formId="globalgap/addons-per-product" formData={data} onChange={setData} onContinue={() => undefined} countryId={2} />;
    }
    render(
      <AppProviders client={createQueryClient()}>
        <Sea />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toMatch(/LEAF Marque/);
    expect(summary.textContent).not.toMatch(/\bleaf\b/);
  });
});
