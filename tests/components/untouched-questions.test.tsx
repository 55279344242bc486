import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from '../helpers/render-form';
import { formCatalog } from '../../src/forms/form-catalog';
import { formFixture } from '../../src/forms/form-fixtures';

const form = (id: string) => formCatalog.get(id)!;

describe('a question shows no message before the person reached it', () => {
  it('certification options: answering "parallel production" does not mark "parallel ownership" as missing', async () => {
    const { state } = renderForm<Record<string, unknown>>({
      schema: form('common/certification-options').schema as RJSFSchema,
      uiSchema: form('common/certification-options').uiSchema as UiSchema,
      formData: {},
      locale: 'en',
    });
    const groups = await screen.findAllByRole('radiogroup');
    await userEvent.click(groups[0].querySelectorAll('input')[0]);
    await userEvent.click(groups[1].querySelectorAll('input')[1]);
    await userEvent.click(screen.getByText('Central product handling'));
    await waitFor(() => expect(state.data).toEqual({ parallel_production: true, parallel_ownership: false }));
    expect(document.body.textContent).not.toMatch(/required/i);
  });

  it('GLOBALG.A.P. products: a new row\'s unticked "parallel production/ownership" boxes read "no", never "required"', async () => {
    const appendix = form('globalgap/appendix-1');
    const fixture = formFixture(appendix.id) as Record<string, unknown>;
    const { state } = renderForm<Record<string, unknown>>({
      schema: appendix.schema as RJSFSchema,
      uiSchema: appendix.uiSchema as UiSchema,
      formData: { ...fixture, products: [] },
      locale: 'en',
    });
    await screen.findAllByRole('button', { name: 'Add row' });
    const products = document.querySelector('[data-field="root_products"]') as HTMLElement;
    await userEvent.click(within(products).getByRole('button', { name: 'Add row' }));
    await waitFor(() => expect((state.data.products as unknown[]).length).toBe(1));
    const row = (state.data.products as Record<string, unknown>[])[0];
    expect(row).toMatchObject({ parallel_production: false, parallel_ownership: false });
    await userEvent.click(document.querySelector('button[type=submit]') as HTMLElement);
    await waitFor(() => expect(document.body.textContent).toMatch(/required/i));
    // Only the product is missing; the tick boxes stay unticked and unblamed.
    const messages = [...products.querySelectorAll('.table-cell-error')].map((e) => e.id);
    expect(messages).toEqual([expect.stringMatching(/_0_product__error$/)]);
  });
});
