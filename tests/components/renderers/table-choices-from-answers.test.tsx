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

describe('a cell choosing among another step’s answers', () => {
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

// A list of choices narrowed by another step's answers: a group member's products, from the
// product list, among those Appendix 2 names; by their words, with the whole list while
// Appendix 2 names none.
type Member = { name?: string; products?: string[] };
const products = { type: 'string', oneOf: [{ const: 'apples', title: 'Apples' }, { const: 'peaches', title: 'Peaches' }, { const: 'table_grapes', title: 'Table grapes' }] };
const memberSchema: RJSFSchema = {
  type: 'object',
  $defs: { products } as RJSFSchema['$defs'],
  properties: {
    members: {
      type: 'array',
      title: 'Members',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Member' },
          products: {
            type: 'array',
            title: 'Products',
            uniqueItems: true,
            items: { $ref: '#/$defs/products' },
            amongAnswers: { of: '/appendix-2/products/*/product', ifNone: 'pass', as: 'product', message: 'globalgap.group.members.productNotListed' },
          } as RJSFSchema,
        },
      },
    },
  },
};
const memberUi: UiSchema = { members: { 'ui:field': 'table', items: { products: { 'ui:cell': 'multiChoice' } } } };
const offeredIn = (dialog: HTMLElement) => within(dialog).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);

describe('a cell choosing from a list among another step’s answers', () => {
  it('offers the products Appendix 2 names, by their words, keeps one it no longer names, and writes codes', async () => {
    const user = userEvent.setup();
    const answers = { 'appendix-2': { products: [{ product: 'table_grapes' }, { product: 'peaches' }] } };
    const { state } = renderForm<{ members?: Member[] }>({ schema: memberSchema, uiSchema: memberUi, formData: { members: [{ name: 'Maria', products: ['apples'] }] }, answers });
    const cell = await screen.findByRole('button', { name: 'Products, row 1: Apples' });
    cell.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Products, row 1' });
    // the list's order, with apples (no longer in Appendix 2) after, by its words, to be unticked
    expect(offeredIn(dialog)).toEqual(['Peaches', 'Table grapes', 'Apples']);
    within(dialog).getByRole('checkbox', { name: 'Apples' }).focus();
    await user.keyboard(' ');
    within(dialog).getByRole('checkbox', { name: 'Table grapes' }).focus();
    await user.keyboard(' ');
    within(dialog).getByRole('button', { name: 'Done' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(state.data.members?.[0].products).toEqual(['table_grapes']));
    expect(await screen.findByRole('button', { name: 'Products, row 1: Table grapes' })).toBeTruthy();
  });

  it('offers the whole list while Appendix 2 names no product', async () => {
    const user = userEvent.setup();
    renderForm<{ members?: Member[] }>({ schema: memberSchema, uiSchema: memberUi, formData: { members: [{ name: 'Maria' }] }, answers: { 'appendix-2': { products: [] } } });
    await user.click(await screen.findByRole('button', { name: /^Products, row 1/ }));
    expect(offeredIn(await screen.findByRole('dialog', { name: 'Products, row 1' }))).toEqual(['Apples', 'Peaches', 'Table grapes']);
  });
});
