import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from '../../helpers/render-form';

// The table's cells with their own renderer, as a ui schema names them: a sub-table per row
// in a dialog, a computed column, a map per row, and a table's own bulk-deletion messages.

type Ingredient = { name?: string; rate?: number; organic?: boolean };
type Product = { trade_name?: string; ingredients?: Ingredient[]; organic_share?: number };
type Hive = { location?: string; lat?: string; long?: string };
type Data = { products?: Product[]; hives?: Hive[] };

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      title: 'Products',
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          trade_name: { type: 'string', title: 'Trade name' },
          ingredients: {
            type: 'array',
            title: 'Ingredients',
            items: {
              type: 'object',
              properties: { name: { type: 'string', title: 'Ingredient' }, rate: { type: 'number', title: 'Rate' }, organic: { type: 'boolean', title: 'Organic' } },
            },
          },
          organic_share: { type: 'number', title: 'Organic share' },
        },
      },
    },
    hives: {
      type: 'array',
      title: 'Hive locations',
      items: {
        type: 'object',
        properties: { location: { type: 'string', title: 'Location' }, lat: { type: 'string', title: 'Lat' }, long: { type: 'string', title: 'Long' } },
      },
    },
  },
};

const uiSchema: UiSchema = {
  products: {
    'ui:field': 'table',
    'ui:options': { bulkDelete: { confirmBody: 'bio.products.bulkDeleteWarning', done: 'bio.products.deleted', failed: 'bio.products.deleteError' } },
    items: {
      ingredients: { 'ui:cell': 'dialog', 'ui:field': 'table' },
      organic_share: { 'ui:cell': 'computed', 'ui:options': { compute: 'organicShare', from: 'ingredients' } },
    },
  },
  hives: { 'ui:field': 'table', 'ui:options': { rowMap: { lat: 'lat', lon: 'long', tileUrl: '', geocoderUrl: '' } } },
};

const products: Product[] = [
  { trade_name: 'Olive paste', ingredients: [{ name: 'Olives', rate: 60, organic: true }, { name: 'Salt', rate: 40, organic: false }], organic_share: 60 },
  { trade_name: 'Honey' },
];

function setup(data: Data = { products, hives: [{ location: 'Platanakia' }] }) {
  return { user: userEvent.setup(), ...renderForm<Data>({ schema, uiSchema, formData: data, locale: 'en' }) };
}

describe('table cells with their own renderer', () => {
  it('edits a product’s ingredients in a dialog, and the organic share follows when it closes', async () => {
    const { user, state } = setup();
    const cell = await screen.findByRole('button', { name: 'Ingredients, row 1: 2 rows' });
    expect(screen.getByLabelText('Organic share, row 1: 60').getAttribute('aria-readonly')).toBe('true');
    await user.click(cell);
    const dialog = await screen.findByRole('dialog', { name: 'Ingredients, row 1' });
    // the sub-table is a table of its own, with its rows
    expect(within(dialog).getByRole('grid')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Organic, row 2' }));
    // nothing reaches the row before "Done"
    expect(state.data.products?.[0].ingredients?.[1].organic).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByLabelText('Organic share, row 1: 100')).toBeTruthy();
    await waitFor(() => expect(state.data.products?.[0]).toMatchObject({ organic_share: 100, ingredients: [{ organic: true }, { organic: true }] }));
  });

  it('keeps the row as it was when the dialog is cancelled', async () => {
    const { user, state } = setup();
    await user.click(await screen.findByRole('button', { name: 'Ingredients, row 2: —' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ingredients, row 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Ingredients, row 2: —' })).toBeTruthy();
    expect(state.data.products?.[1]).toEqual({ trade_name: 'Honey' });
  });

  it('warns that deleting products cannot be undone, says they were deleted, and refuses to delete the last one', async () => {
    const { user, state } = setup();
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await user.click(within(grid).getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete 2 selected rows' })[0]);
    expect((await screen.findByRole('alert')).textContent).toBe('Error deleting products: at least one product must remain.');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // row 1 stays selected: unselecting row 2 leaves one product to delete
    await user.click(within(grid).getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete 1 selected row' })[0]);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 1 row?' });
    expect(confirm.textContent).toContain('The selected product and its ingredients will be deleted. This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete row' }));
    await waitFor(() => expect(state.data.products?.map((p) => p.trade_name)).toEqual(['Honey']));
    expect(screen.getAllByRole('status').some((s) => s.textContent === '1 product deleted.')).toBe(true);
  });

  it('picks a row’s coordinates in the map dialog, typed when the map has no tiles', async () => {
    const { user, state } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pick the location of row 1 on the map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Location of row 1' });
    expect(within(dialog).getByText('Map unavailable offline, type the coordinates')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Latitude'), '40.2489');
    await user.type(within(dialog).getByLabelText('Longitude'), '23.6801');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(state.data.hives?.[0]).toEqual({ location: 'Platanakia', lat: '40.2489', long: '23.6801' }));
    expect(screen.getByLabelText('Lat, row 1: 40.2489')).toBeTruthy();
  });
});
