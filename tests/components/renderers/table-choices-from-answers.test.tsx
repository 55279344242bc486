import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from '../../helpers/render-form';

// A cell of several choices whose list is another step's answers: a product's production
// units, chosen among the codes of Appendix 1's units table. The list is the pointer of the
// property's own `amongAnswers` rule, so what is offered and what is judged are written once.

type Row = { product?: string; production_units?: string[] };
type Data = { products?: Row[] };

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      title: 'Products',
      items: {
        type: 'object',
        properties: {
          product: { type: 'string', title: 'Product' },
          production_units: {
            type: 'array',
            title: 'Units',
            uniqueItems: true,
            items: { type: 'string', maxLength: 50 },
            amongAnswers: { of: '/appendix-1/production_units/*/code', ignoreCase: true, as: 'code', message: 'globalgap.appendix2.unknownUnit' },
          } as RJSFSchema,
        },
      },
    },
  },
};
const uiSchema: UiSchema = { products: { 'ui:field': 'table', items: { production_units: { 'ui:cell': 'multiChoice' } } } };
const appendix1 = { production_units: [{ code: 'PU-01' }, { code: 'PU-02' }, { code: 'PU-03' }, { code: 'PU-02' }] };

describe('a cell choosing among another step’s answers', { timeout: 30_000 }, () => {
  it('offers the codes of the other step, once each, and keeps the ticked ones in their order, by keyboard', async () => {
    const user = userEvent.setup();
    const { state } = renderForm<Data>({ schema, uiSchema, formData: { products: [{ product: 'peaches', production_units: ['PU-03'] }] }, answers: { 'appendix-1': appendix1 } });
    const cell = await screen.findByRole('button', { name: 'Units, row 1: PU-03' });
    cell.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Units, row 1' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['PU-01', 'PU-02', 'PU-03']);
    within(dialog).getByRole('checkbox', { name: 'PU-01' }).focus();
    await user.keyboard(' ');
    within(dialog).getByRole('button', { name: 'Done' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(state.data.products?.[0].production_units).toEqual(['PU-01', 'PU-03']));
  });

  it('keeps a chosen code the other step no longer has, to be unticked, and says where the list comes from when it is empty', async () => {
    const user = userEvent.setup();
    const { state } = renderForm<Data>({ schema, uiSchema, formData: { products: [{ product: 'peaches', production_units: ['PU-09'] }, { product: 'grapes' }] }, answers: { 'appendix-1': { production_units: [] } } });
    await user.click(await screen.findByRole('button', { name: 'Units, row 1: PU-09' }));
    const dialog = await screen.findByRole('dialog', { name: 'Units, row 1' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'PU-09' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(state.data.products?.[0]).toEqual({ product: 'peaches' }));
    await user.click(await screen.findByRole('button', { name: /^Units, row 2/ }));
    expect(await screen.findByText(/Nothing to choose yet/)).toBeTruthy();
  });
});
