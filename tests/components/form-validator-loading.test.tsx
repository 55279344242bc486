import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

// The app fetches a form's validator (its own chunk, `virtual:form-validator/<id>`) the first
// time the form is shown. The components setup hands every validator over at once, so these
// tests take a fresh copy of the modules, as a page that has loaded none yet.
describe('a form validator loaded with its form', () => {
  beforeEach(() => vi.resetModules());

  it('fetches the precompiled validator of the form id, which checks answers as the schema says', async () => {
    const { loadFormValidator } = await import('../../src/forms/validators');
    const validate = await loadFormValidator('forms/login');
    expect(validate({ username: 'demo.farmer.gr', password: 'DemoPass2026' })).toBe(true);
    expect(validate({ username: 'demo.farmer.gr' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'required', params: { missingProperty: 'password' } });
  });

  it('names a form id that has no schema', async () => {
    const { loadFormValidator } = await import('../../src/forms/validators');
    await expect(loadFormValidator('forms/no-such-form')).rejects.toThrow('schemas/forms/no-such-form.schema.json');
  });

  it('shows the form once its validator has arrived', async () => {
    const { AppProviders } = await import('../../src/app/providers');
    const { CatalogForm } = await import('../../src/forms/catalog-form');
    render(
      <AppProviders>
        <CatalogForm formId="forms/login" formData={{}} onChange={() => {}} onSubmit={() => {}} submitId="auth.signIn" />
      </AppProviders>,
    );
    expect(await screen.findByRole('textbox', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
