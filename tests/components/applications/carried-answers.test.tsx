import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { loadWizard } from '../../../src/forms/wizard-catalog';
import { ApplicationWizard } from '../../../src/features/applications/application-wizard';
import type { Application } from '../../../src/features/applications/applications-api';
import { readLocalDraft } from '../../../src/features/applications/local-draft';
import ggScope from '../../../schemas/fixtures/globalgap/scope.json';
import bioScope from '../../../schemas/fixtures/bio/scope.json';

// Issue 47, "what an earlier step holds is not asked again": a step opens with the answers
// earlier steps gave for each of its rows (the manifest's prefill rules with "*"), a row added
// takes them too, and the person can still change them; organic parallel production is asked once.

vi.mock('../../../src/features/applications/applications-queries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/features/applications/applications-queries')>()),
  saveAnswers: () => Promise.resolve({ row_version: 4, updated_at: new Date().toISOString() }),
}));

const ID = '55555555-5555-4555-8555-555555555555';
// each test its own draft: a saver of the test before may still write its device copy
const ORGANIC = '66666666-6666-4666-8666-666666666666';
const ORGANIC_WITHOUT_PARALLEL = '77777777-7777-4777-8777-777777777777';
const draft = (type: 'globalgap' | 'bio', current_step: string, answers: Record<string, unknown>, id = type === 'bio' ? ORGANIC : ID) =>
  ({
    id,
    reference: `${type === 'bio' ? 'BIO' : 'GG'}-2026-000009`,
    type,
    status: 'draft',
    year: 2026,
    purpose: 'initial',
    customer: { id: 7, name: 'Huerta García', company: null, country_id: 2 },
    current_step,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    row_version: 3,
    wizard_id: type,
    wizard_version: 1,
    answers,
    editable: true,
  }) as unknown as Application;

function openWizard(application: Application) {
  const path = `/applications/${application.type === 'bio' ? 'bio' : 'global'}/edit/:id`;
  const router = createMemoryRouter([{ path, element: <ApplicationWizard application={application} onSubmitted={() => undefined} /> }], {
    initialEntries: [path.replace(':id', application.id)],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const general = { year: 2026, purpose: 'initial' };
const box = (name: string) => screen.findByRole('checkbox', { name }, { timeout: 45_000 });
/** The grid's tick box `name` comes to show `value` (the step's answers are carried in just after it first draws). */
const ticked = async (name: string, value: boolean) => {
  await box(name);
  await waitFor(() => expect(screen.getByRole('checkbox', { name }).getAttribute('aria-checked')).toBe(String(value)));
};

beforeAll(() => Promise.all([loadWizard('globalgap'), loadWizard('bio')]), 60_000);
beforeEach(() => {
  localStorage.clear();
  appStore.set(localeAtom, 'en');
});
afterEach(() => appStore.set(localeAtom, 'el'));

describe('a step starts with what earlier steps answered for each row', { timeout: 90_000 }, () => {
  it("Appendix 2: the product's parallel production from Appendix 1 and handling from the scope, in a row added too; changed by the person, it stays changed", async () => {
    const appendix1 = { products: [{ product: 'olives', harvest_included: true, parallel_production: true, parallel_ownership: false }] };
    openWizard(draft('globalgap', 'appendix-2', { general, scope: { ...ggScope, addons: [], produce_handling: true }, 'appendix-1': appendix1 }));

    await ticked('Parallel production, row 1', true);
    await ticked('Produce handling, row 1', true);
    await ticked('Harvest included, row 1', true);
    await ticked('Parallel ownership, row 1', false);

    await userEvent.click(screen.getAllByRole('button', { name: 'Add row' })[0]);
    await ticked('Produce handling, row 2', true);
    await userEvent.click(await box('Produce handling, row 2'));
    await ticked('Produce handling, row 2', false);
    await waitFor(() => expect(readLocalDraft(ID)?.answers['appendix-2']).toMatchObject({ products: [{ produce_handling: true, parallel_production: true }, { produce_handling: false }] }));
  });

  it('organic step 5 asks no second "same crop both ways?": parallel production answered on step 4 brings its details', async () => {
    const answers = {
      general,
      scope: { ...bioScope, activities: ['production'] },
      'certification-options': { parallel_production: true, parallel_ownership: false, central_product_handling: false },
    };
    openWizard(draft('bio', 'plant-production', answers));
    expect(await screen.findByRole('textbox', { name: /^Crops grown both ways, and where/ }, { timeout: 45_000 })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: /^Do you grow the same crop organically and conventionally/ })).toBeNull();
    // the unit's country comes from the customer (Spain)
    expect((screen.getByRole('radio', { name: 'Spain' }) as HTMLInputElement).checked).toBe(true);
  });

  it('organic step 5 shows no "Parallel cultivation" section when step 4 said no parallel production', async () => {
    const answers = {
      general,
      scope: { ...bioScope, activities: ['production'] },
      'certification-options': { parallel_production: false, parallel_ownership: false, central_product_handling: false },
    };
    openWizard(draft('bio', 'plant-production', answers, ORGANIC_WITHOUT_PARALLEL));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Spain' }) as HTMLInputElement).checked).toBe(true), { timeout: 45_000 });
    expect(screen.queryByText('Parallel cultivation')).toBeNull();
    expect(screen.queryByText(/^Set by your answer to “Parallel production”/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Crops grown both ways, and where/ })).toBeNull();
  });
});
