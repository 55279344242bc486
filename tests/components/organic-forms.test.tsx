import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from '../helpers/render-form';
import { formCatalog } from '../../src/forms/form-catalog';
import { formFixture } from '../../src/forms/form-fixtures';

// The organic questionnaires as the wizard shows them: the real schemas, ui schemas and
// fixtures, rendered by the engine with no code that knows their fields.

function renderFixture(id: string, formData?: Record<string, unknown>) {
  const form = formCatalog.get(id);
  if (!form) throw new Error(`no form ${id}`);
  return renderForm({ schema: form.schema as RJSFSchema, uiSchema: form.uiSchema as UiSchema, formData: formData ?? (formFixture(form.id) as Record<string, unknown>), locale: 'en' });
}

describe('organic questionnaires render from their schemas', { timeout: 60_000 }, () => {
  it('product catalogue: ingredients per product in a dialog cell, the computed organic share, the label mock-up', async () => {
    renderFixture('bio/product-catalogue');
    const grid = await screen.findByRole('grid', { name: 'Products' });
    expect(within(grid).getByRole('button', { name: 'Ingredients, row 2: 3 rows' })).toBeTruthy();
    expect(within(grid).getByLabelText('Organic ingredients (%), row 2: 97').getAttribute('aria-readonly')).toBe('true');
    expect(within(grid).getByRole('button', { name: 'Label mock-up, row 1: maketa-etiketas.pdf' })).toBeTruthy();
  });

  it('beekeeping: hive locations with a map per row, and the Greek register number for a unit in Greece', async () => {
    renderFixture('bio/beekeeping');
    const grid = await screen.findByRole('grid', { name: 'Hive locations' });
    expect(within(grid).getByRole('button', { name: 'Pick the location of row 3 on the map' })).toBeTruthy();
    expect(screen.getByLabelText(/Beekeeper register number/)).toBeTruthy();
  });

  it('animal production and MTP: their tables and sections', async () => {
    renderFixture('bio/animal-production');
    expect(await screen.findByRole('grid', { name: 'Animal categories' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Manure records' })).toBeTruthy();
    expect(screen.getByLabelText(/Livestock holding code/)).toBeTruthy();
  });

  it('keeps a table’s rows when another answer changes a condition of the form (the unit’s country)', async () => {
    const user = userEvent.setup();
    const { state } = renderFixture('bio/animal-production', { animal_categories: [{ kind: 'sheep', population: 3 }] });
    await user.type(await screen.findByRole('textbox', { name: /^Name of the unit/ }), 'X');
    await user.click(screen.getByRole('radio', { name: 'Greece' }));
    expect(await screen.findByLabelText(/Livestock holding code/)).toBeTruthy();
    await waitFor(() => expect((state.data as { unit?: { name?: string } }).unit?.name).toBe('X'));
    expect((state.data as { animal_categories?: unknown[] }).animal_categories).toEqual([{ kind: 'sheep', population: 3 }]);
  });
});
