import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { AppProviders } from '../../src/app/providers';
import { appStore } from '../../src/api/session';
import { localeAtom } from '../../src/i18n/locale-store';
import { CatalogForm } from '../../src/forms/catalog-form';
import { flatFields } from '../../src/forms/flat-form-shape';
import { knownFormDefinition } from '../../src/forms/validators';

const shape = (formId: string) => {
  const form = knownFormDefinition(formId)!;
  return flatFields(form.schema as RJSFSchema, form.uiSchema as UiSchema);
};

describe('flat forms (drawn without the form engine)', () => {
  it('are the guests\' forms of text fields and lists of choices; a form with groups, conditions or other widgets is rjsf\'s', () => {
    expect(shape('forms/login')?.map((field) => [field.name, field.widget, field.required])).toEqual([
      ['username', 'text', true],
      ['password', 'password', true],
    ]);
    expect(shape('forms/forgot-password')?.map((field) => field.name)).toEqual(['username']);
    expect(shape('forms/forgot-username')?.map((field) => field.name)).toEqual(['identification']);
    expect(shape('forms/change-password')).toBeDefined();
    expect(shape('forms/reset-password')?.map((field) => field.widget)).toEqual(['password', 'password', 'hidden', 'hidden']);
    // the public register's search: text fields and two lists of choices, in two columns
    expect(shape('forms/register-search')?.find((field) => field.name === 'standard')).toMatchObject({
      widget: 'select',
      choices: [{ value: 'bio' }, { value: 'globalgap' }],
    });
    for (const formId of ['forms/contact', 'forms/register-individual', 'forms/customer', 'forms/register-kind']) expect(shape(formId)).toBeUndefined();
  });

  function SignIn({ onSubmit }: { onSubmit: (data: unknown) => void }) {
    const [data, setData] = useState({});
    return <CatalogForm formId="forms/login" formData={data} onChange={setData} onSubmit={onSubmit} submitId="auth.signIn" />;
  }

  it('checks the answers with the form\'s own validator and says what is missing as SchemaForm does', { timeout: 60_000 }, async () => {
    appStore.set(localeAtom, 'en');
    const onSubmit = vi.fn();
    render(
      <AppProviders>
        <SignIn onSubmit={onSubmit} />
      </AppProviders>,
    );
    const username = await screen.findByLabelText(/^Username/);
    expect(username.getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('password');
    // an untouched field left empty says nothing yet
    await userEvent.click(username);
    await userEvent.tab();
    expect(screen.queryByText(/required/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert');
    expect([...summary.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Username: This field is required', 'Password: This field is required']);
    expect(document.activeElement).toBe(summary);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(username.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(username, 'demo.farmer.gr');
    await userEvent.type(screen.getByLabelText(/^Password/), 'DemoPass2026');
    // mended answers leave the summary
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'demo.farmer.gr', password: 'DemoPass2026' });
  });
});
