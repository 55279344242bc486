import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profileForm, profileFormId } from '../../../src/features/profile/profile-data';
import { formCatalog } from '../../../src/forms/form-catalog';
import { renderForm } from '../../helpers/render-form';

// Issue 47: what the form already holds is not typed again. "Same as the address above" for the
// invoice address and a handling site, "That's me" for the handling manager: ticked by keyboard,
// the copy is made, its questions are no longer asked, and it follows the answer above.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- form answers, read by a test
const fixture = JSON.parse(readFileSync('schemas/fixtures/forms/profile.json', 'utf8')) as Json;
const byId = (id: string) => document.getElementById(id) as HTMLInputElement | null;
/** Whether a field is on screen: present and under no hidden wrapper (how rjsf hides a field). */
function shown(id: string): boolean {
  for (let node: HTMLElement | null = byId(id); node; node = node.parentElement) if (node.style.display === 'none' || node.hidden) return false;
  return byId(id) !== null;
}

async function tickByKeyboard(box: HTMLElement) {
  box.focus();
  await userEvent.keyboard(' ');
}

// a whole profile form renders slowly in jsdom on a busy machine
describe('"Same as above" and "That\'s me" in the profile', { timeout: 60_000 }, () => {
  const entry = formCatalog.get(profileFormId('client'))!;
  const { schema, uiSchema } = profileForm('client', entry, 1, 'individual');
  const data = (): Json => ({ ...fixture, handling_manager: {}, accounting_details: { invoice_delivery: 'physical' } });

  it('copies the postal address into the invoice address, hides its questions and keeps it in step', async () => {
    const { state } = renderForm<Json>({ schema, uiSchema, formData: data() });
    const box = await screen.findByRole('checkbox', { name: 'The invoice address is the same as the address above' }, { timeout: 15_000 });
    expect(shown('root_accounting_details_address_street')).toBe(true);
    await tickByKeyboard(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(state.data.accounting_details.address).toEqual(fixture.user_details.address);
    // its questions are not asked while the box is ticked
    expect(shown('root_accounting_details_address_street')).toBe(false);

    // the address above changes: the invoice address follows it
    const street = byId('root_user_details_address_street')!;
    await userEvent.clear(street);
    await userEvent.type(street, 'Τσιμισκή');
    expect(state.data.accounting_details.address.street).toBe('Τσιμισκή');
    expect(state.data.accounting_details.address.postal_code).toBe('10563');

    // unticked, the copy stays as a start and can be changed
    await tickByKeyboard(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(shown('root_accounting_details_address_street')).toBe(true);
    expect(byId('root_accounting_details_address_street')!.value).toBe('Τσιμισκή');
  });

  it("fills the handling manager from the applicant with \"That's me\"", async () => {
    const { state } = renderForm<Json>({ schema, uiSchema, formData: data() });
    const box = await screen.findByRole('checkbox', { name: "That's me (with the name, phone and e-mail given above)" }, { timeout: 15_000 });
    await tickByKeyboard(box);
    expect(state.data.handling_manager).toEqual({ is_applicant: true, first_name: 'Μαρία', last_name: 'Οικονόμου', phone: '6912345678', email: 'maria@example.org' });
    expect(shown('root_handling_manager_first_name')).toBe(false);
    const phone = byId('root_user_details_phone')!;
    await userEvent.clear(phone);
    await userEvent.type(phone, '6944444444');
    expect(state.data.handling_manager.phone).toBe('6944444444');
  });

  it('puts one handling site at the address above, leaving the other where it is', async () => {
    const { state } = renderForm<Json>({ schema, uiSchema, formData: data() });
    const cards = await screen.findAllByRole('listitem', undefined, { timeout: 15_000 });
    const first = cards.find((card) => within(card).queryByRole('heading', { name: /Κτήμα/ }))!;
    await tickByKeyboard(within(first).getByRole('checkbox', { name: 'This site is at the address given above' }));
    expect(state.data.handling_sites[0]).toMatchObject({ name: 'Κτήμα', street: 'Ερμού', number: '10', postcode: '10563' });
    expect(state.data.handling_sites[1]).toMatchObject(fixture.handling_sites[1]);
    expect(state.data.handling_sites[1]).not.toHaveProperty('street');
    expect(shown('root_handling_sites_0_street')).toBe(false);
    expect(shown('root_handling_sites_1_street')).toBe(true);
  });
});

describe('the error summary with a ticked box', () => {
  it('names a wrong answer above once, not again at its hidden copy', async () => {
    const address = { type: 'object', title: 'Address', properties: { postcode: { type: 'string', title: 'Postcode', pattern: '^[0-9]*$' } } };
    const schema = {
      type: 'object',
      properties: {
        home: address,
        billing: { type: 'object', title: 'Billing', properties: { same: { type: 'boolean', title: 'Same as above', sameAs: { from: '/home', copy: 'address' } }, address: { ...address, title: 'Invoice address' } } },
      },
    };
    renderForm<Json>({ schema: schema as never, formData: { home: { postcode: '1O563' }, billing: { same: true, address: { postcode: '1O563' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(summary.querySelectorAll('li')).toHaveLength(1);
    expect(summary.textContent).toMatch(/Address › Postcode/);
    expect(summary.textContent).not.toMatch(/Invoice address/);
  });
});
