import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShellProviders } from '../../../src/app/shell-providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { RegistrationPanel } from '../../../src/features/registration/registration-panel';
import { DivisionSourceContext } from '../../../renderers/region-cascade/division-source';
import { memoryDivisionSource } from '../../../renderers/region-cascade/memory-division-source';

// jsdom has no API server: the division lists come from the renderers' in-memory sample
// (the real lists are tested in tests/server/reference-data/divisions.test.ts).
function renderPanel(locale: 'el' | 'en' | 'es' = 'en') {
  appStore.set(localeAtom, locale);
  return render(
    // the shell's providers alone: a guest's screen has no query client (docs/architecture.md, "Guests' screens")
    <ShellProviders>
      <DivisionSourceContext.Provider value={memoryDivisionSource()}>
        <RegistrationPanel />
      </DivisionSourceContext.Provider>
    </ShellProviders>,
  );
}

const regionOptions = async (label: RegExp = /^Region/) => {
  const [select] = await screen.findAllByLabelText(label);
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  return within(select).getAllByRole('option').map((option) => option.textContent);
};

// A whole registration form renders slowly in jsdom on a busy machine.
describe('the registration form', { timeout: 60_000 }, () => {
  it('asks an individual farmer for personal, accounting and handling-site data', async () => {
    renderPanel();
    expect(await screen.findByLabelText(/^First name/, undefined, { timeout: 15_000 })).toBeTruthy();
    // a father's name and an identity card are asked of Greeks only (issue 47), with the AFM's hint
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'Greece');
    expect(await screen.findByLabelText(/^Father's name/)).toBeTruthy();
    expect(screen.getByText('AFM (9 digits).')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'Spain');
    await waitFor(() => expect(screen.queryByLabelText(/^Father's name/)).toBeNull());
    expect(screen.queryByLabelText(/^Identity card number/)).toBeNull();
    expect(screen.getByText('NIF: DNI, NIE or CIF.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Company name/)).toBeNull();
    expect(screen.getByText('Accounting details')).toBeTruthy();
    expect(screen.getByLabelText(/^Consultant\/partner code/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /add/i })).toBeTruthy();
  });

  it('switches to company fields for a legal entity and to user details only for a consultant, keeping what was typed', async () => {
    renderPanel();
    await userEvent.type(await screen.findByLabelText(/^First name/, undefined, { timeout: 15_000 }), 'Maria');
    await userEvent.click(screen.getByLabelText('Legal entity'));
    expect(await screen.findByLabelText(/^Company name/)).toBeTruthy();
    expect(screen.getByLabelText(/^Position in the company/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Father's name/)).toBeNull();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Maria');

    await userEvent.click(screen.getByLabelText('Consultant / partner'));
    expect(await screen.findByText('Consultant / partner registration')).toBeTruthy();
    expect(screen.queryByText('Accounting details')).toBeNull();
    expect(screen.queryByLabelText(/^Consultant\/partner code/)).toBeNull();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Maria');
  });

  it('in English asks for the country first, then judges the phone and lists the regions by it', async () => {
    renderPanel();
    expect((await screen.findAllByText('Choose the country first: the lists follow it.')).length).toBeGreaterThan(0);
    const [waiting] = screen.getAllByLabelText(/^Region/);
    expect((waiting as HTMLSelectElement).disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'Greece');
    expect(await regionOptions()).toContain('Attica');
    const phone = screen.getByLabelText(/^Mobile phone/);
    await userEvent.type(phone, '612345678');
    await userEvent.tab();
    expect(await screen.findByText('Mobile phone: Invalid phone number for the country')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'Spain');
    await waitFor(() => expect(screen.queryByText(/Invalid phone number for the country/)).toBeNull());
    // Spain's first level is the autonomous community
    const [region] = await screen.findAllByLabelText(/^Autonomous community/);
    await waitFor(() => expect(within(region).getAllByRole('option').map((o) => o.textContent)).toContain('Comunidad de Madrid'));
  });

  it('in Spanish starts with Spain and its autonomous communities; in Greek with Greece', async () => {
    const spanish = renderPanel('es');
    expect((await screen.findByLabelText(/^País/) as HTMLSelectElement).selectedOptions[0].textContent).toBe('España');
    expect(await regionOptions(/^Comunidad autónoma/)).toContain('Comunidad de Madrid');
    spanish.unmount();
    renderPanel('el');
    expect((await screen.findByLabelText(/^Χώρα/) as HTMLSelectElement).selectedOptions[0].textContent).toBe('Ελλάδα');
  });
});
