import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { renderForm } from '../helpers/render-form';

const account = {
  type: 'object',
  required: ['username', 'phone'],
  properties: {
    username: { type: 'string', title: 'forms.login.username', filled: true },
    phone: { type: 'string', title: 'Phone', phone: 'GR' },
  },
} as RJSFSchema;

describe('<SchemaForm>', () => {
  it('labels fields with translated message ids and keeps what the user typed', async () => {
    const { state } = renderForm<{ username?: string }>({
      schema: { type: 'object', properties: { username: { type: 'string', title: 'forms.login.username' } } },
      locale: 'es',
    });
    const field = await screen.findByLabelText('Nombre de usuario');
    await userEvent.type(field, 'maria');
    await waitFor(() => expect(state.data).toEqual({ username: 'maria' }));
  });

  it('shows a field error only after the field is left, then follows every change', async () => {
    renderForm({ schema: account, formData: {} });
    const phone = await screen.findByLabelText(/Phone/);
    await userEvent.type(phone, '123');
    expect(screen.queryByText(/invalid phone number/i)).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText(/invalid phone number/i)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(phone, '4567890');
    await waitFor(() => expect(screen.queryByText(/invalid phone number/i)).toBeNull());
  });

  it('on a failed submit shows a focused error summary linking to each field, and keeps the answers', async () => {
    const { state } = renderForm({ schema: account, formData: { phone: '12' }, locale: 'el' });
    await userEvent.click(await screen.findByRole('button', { name: 'Υποβολή' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Υπάρχει πρόβλημα');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(expect.arrayContaining(['#root_username', '#root_phone']));
    await userEvent.click(links.find((l) => l.getAttribute('href') === '#root_username')!);
    expect(document.activeElement?.id).toBe('root_username');
    expect(state.submitted).toEqual([]);
    expect(state.data).toEqual({ phone: '12' });
  });

  it('clears a "required" error the moment a value is chosen, in a list and in a radio group', async () => {
    const choices = {
      type: 'object',
      required: ['delivery', 'position'],
      properties: {
        delivery: { type: 'string', title: 'Invoice delivery', enum: ['physical', 'electronic'] },
        position: { type: 'string', title: 'Position', oneOf: [{ const: 'ceo', title: 'CEO' }, { const: 'qm', title: 'Quality manager' }] },
      },
    } as RJSFSchema;
    renderForm({ schema: choices, uiSchema: { delivery: { 'ui:widget': 'radio' } }, formData: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText(/is required/i).length).toBeGreaterThanOrEqual(2));
    const before = screen.getAllByText(/is required/i).length;
    await userEvent.click(screen.getByRole('radio', { name: 'electronic' }));
    await waitFor(() => expect(screen.getAllByText(/is required/i).length).toBeLessThan(before));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Position/ }), 'CEO');
    // beside the field and in the summary at the top alike
    await waitFor(() => expect(screen.queryAllByText(/is required/i)).toHaveLength(0));
  });

  it('submits valid data and clears the summary', async () => {
    const { state } = renderForm({ schema: account, formData: { username: 'x', phone: '69' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Phone/), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(state.submitted).toEqual([{ username: 'x', phone: '6912345678' }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks the questions of an `if`/`then` branch only when its condition holds', async () => {
    const invoice = {
      type: 'object',
      properties: { delivery: { type: 'string', title: 'Invoice delivery', enum: ['physical', 'electronic'] } },
      if: { properties: { delivery: { const: 'electronic' } }, required: ['delivery'] },
      then: { properties: { invoice_email: { type: 'string', title: 'Invoice e-mail' } }, required: ['invoice_email'] },
    } as RJSFSchema;
    const paper = renderForm({ schema: invoice, formData: { delivery: 'physical' } });
    await screen.findByText('Invoice delivery');
    expect(screen.queryByLabelText(/Invoice e-mail/)).toBeNull();
    paper.unmount();

    const { state } = renderForm({ schema: invoice, formData: { delivery: 'electronic' } });
    const email = await screen.findByLabelText(/Invoice e-mail/);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: /Invoice e-mail/ })).toBeTruthy();
    expect(state.submitted).toHaveLength(0);
    await userEvent.type(email, 'tim@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(state.submitted).toEqual([{ delivery: 'electronic', invoice_email: 'tim@example.com' }]));
  });

  it('shows what the server refused beside the field and in the summary, until the answer changes', async () => {
    renderForm({
      schema: account,
      formData: { username: 'maria', phone: '2101234567' },
      serverIssues: [{ path: '/phone', keyword: 'phone', messageId: 'validation.errors.phone', params: {} }],
    });
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toMatch(/Phone: .*invalid phone number/i);
    const phone = await screen.findByLabelText(/Phone/);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    // another valid number: the browser has nothing against it, and the server's word was about the old one
    await userEvent.clear(phone);
    await userEvent.type(phone, '2107654321');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBeNull());
  });

  it('renders read-only previews that cannot be edited', async () => {
    renderForm({ schema: account, formData: { username: 'maria' }, readonly: true });
    const field = (await screen.findByLabelText(/Username/)) as HTMLInputElement;
    expect(field.value).toBe('maria');
    expect(field.readOnly || field.disabled).toBe(true);
  });
});
