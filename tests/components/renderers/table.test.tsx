import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import { renderForm } from '../../helpers/render-form';
import { parcelTableSchema } from '../../../renderers/table/parcel-fixtures';

type Parcel = { parcel_number?: string; toponym?: string; isNew?: boolean; yield?: number | string; area?: number };
type Data = { parcels: Parcel[] };

const columns = ['parcel_number', 'toponym', 'isNew', 'yield', 'area'];
// By name, as the forms name it: the form then gives rjsf the table's rows as it does in the app
// (src/forms/table-rows.ts).
const uiSchema: UiSchema = { parcels: { 'ui:field': 'table' } };

function setup(parcels: Parcel[], options: { minItems?: number; maxItems?: number; readonly?: boolean } = {}) {
  const user = userEvent.setup();
  const view = renderForm<Data>({
    schema: parcelTableSchema({ columns, minItems: options.minItems, maxItems: options.maxItems }),
    uiSchema,
    formData: { parcels },
    locale: 'en',
    readonly: options.readonly,
  });
  return { user, ...view };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A cell by its accessible name: "column, row n" for the active cell's field and for tick
 * boxes, "column, row n: value" for a cell showing its value as text.
 */
const cell = (column: string, row: number) => screen.findByLabelText(new RegExp(`^${escape(column)}, row ${row}(: .*)?$`));
/** The form control of a cell, after giving the cell focus (as a click or arriving by keyboard does). */
async function field(column: string, row: number) {
  const target = await cell(column, row);
  act(() => target.focus());
  return waitFor(() => {
    const focused = document.activeElement as HTMLElement;
    expect(focused.getAttribute('aria-label')).toBe(`${column}, row ${row}`);
    return focused as HTMLInputElement;
  });
}
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('table renderer', () => {
  it('shows a column per property with translated headers, required ones marked', async () => {
    setup([{ parcel_number: '1', toponym: 'Κάμπος', isNew: true, yield: 800, area: 12.5 }]);
    const grid = await screen.findByRole('grid', { name: 'Parcels' });
    const headers = within(grid).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Parcel number * (required)', 'Toponym', 'Yield (kg)']));
    // the first cell holds the tab stop, and the one form control of the grid
    expect(((await cell('Parcel number', 1)) as HTMLInputElement).value).toBe('1');
    expect((await cell('New parcel', 1)).getAttribute('aria-checked')).toBe('true');
    // the other cells read as column, row and value
    expect(screen.getByRole('gridcell', { name: 'Toponym, row 1: Κάμπος' }).textContent).toBe('Κάμπος');
    expect(screen.getByRole('gridcell', { name: 'Yield (kg), row 1: 800' })).toBeTruthy();
    expect((await cell('Area (1,000 m²)', 1)).textContent).toBe('12.5');
  });

  it('gives only the active cell a form control; a cell turns into one when it gets focus', async () => {
    const { user, state } = setup([
      { parcel_number: '1', toponym: 'Κάμπος', yield: 800 },
      { parcel_number: '2', toponym: 'Λόγγος', yield: 1250.5 },
    ]);
    const grid = await screen.findByRole('grid', { name: 'Parcels' });
    expect(within(grid).getAllByRole('textbox')).toHaveLength(1);
    const toponym = await cell('Toponym', 2);
    expect(toponym.tagName).toBe('TD');
    expect(screen.getByRole('gridcell', { name: 'Yield (kg), row 2: 1,250.5' })).toBeTruthy();
    await user.click(toponym);
    const input = await field('Toponym', 2);
    expect(input.value).toBe('Λόγγος');
    expect(within(grid).getAllByRole('textbox')).toHaveLength(1);
    // F2 edits the text instead of replacing it; Escape gives the stored value back
    await user.keyboard('{F2}ς{Escape}');
    expect(input.value).toBe('Λόγγος');
    await user.keyboard('{F2} Άνω{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(input);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Toponym, row 1');
    await waitFor(() => expect(state.data.parcels[1].toponym).toBe('Λόγγος Άνω'));
    expect((await cell('Toponym', 2)).textContent).toBe('Λόγγος Άνω');
  });

  it('keeps what is typed and stores numbers as numbers when focus moves on', async () => {
    const { user, state } = setup([{ parcel_number: '1' }, { parcel_number: '2' }]);
    await user.click(await cell('Yield (kg)', 1));
    await user.keyboard('1234,5{Enter}');
    await waitFor(() => expect(state.data.parcels[0].yield).toBe(1234.5));
    expect(document.activeElement).toBe(await cell('Yield (kg)', 2));
    await user.click(await cell('New parcel', 2));
    await waitFor(() => expect(state.data.parcels[1].isNew).toBe(true));
  });

  it('replaces a cell\'s text when typing after a click, also on the cell last left', async () => {
    const { user, state } = setup([{ parcel_number: '1', toponym: 'Κάμπος' }]);
    await user.click(await cell('Toponym', 1));
    await user.keyboard('Λόφος');
    // Focus leaves the page's form (a click elsewhere); the cell stays the table's active one.
    act(() => (document.activeElement as HTMLElement).blur());
    await waitFor(() => expect(state.data.parcels[0].toponym).toBe('Λόφος'));
    // Back to the same cell with the mouse: typing replaces, it does not append.
    await user.click(await cell('Toponym', 1));
    await user.keyboard('Ρέμα');
    act(() => (document.activeElement as HTMLElement).blur());
    await waitFor(() => expect(state.data.parcels[0].toponym).toBe('Ρέμα'));
  });

  it('adds a row and puts the cursor in it', async () => {
    const { user, state } = setup([{ parcel_number: '1' }]);
    await user.click(await screen.findByRole('button', { name: 'Add row' }));
    await waitFor(() => expect(state.data.parcels).toHaveLength(2));
    await waitFor(async () => expect(document.activeElement).toBe(await cell('Parcel number', 2)));
  });

  it('deletes one row', async () => {
    const { user, state } = setup([{ parcel_number: 'A' }, { parcel_number: 'B' }, { parcel_number: 'C' }]);
    await user.click(await screen.findByRole('button', { name: 'Delete row 2' }));
    await waitFor(() => expect(state.data.parcels.map((p) => p.parcel_number)).toEqual(['A', 'C']));
    expect(screen.getByRole('status').textContent).toBe('1 row deleted.');
    expect(((await cell('Parcel number', 2)) as HTMLInputElement).value).toBe('C');
  });

  it('protects the last row when at least one is required, and says why', async () => {
    const { user, state } = setup([{ parcel_number: 'A' }], { minItems: 1 });
    const remove = await screen.findByRole('button', { name: 'Delete row 1' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(describedText(remove)).toMatch(/At least one row must remain/);
    await user.click(remove);
    expect(state.data.parcels).toHaveLength(1);
    expect(screen.getByRole('grid')).toBeTruthy();
  });

  it('stops adding rows at maxItems, and says why', async () => {
    const { user, state } = setup([{ parcel_number: 'A' }, { parcel_number: 'B' }], { maxItems: 2 });
    const add = await screen.findByRole('button', { name: 'Add row' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(describedText(add)).toMatch(/at most 2 rows/);
    await user.click(add);
    expect(state.data.parcels).toHaveLength(2);
  });

  it('deletes selected rows only after a confirmation that says it cannot be undone', async () => {
    const { user, state } = setup([{ parcel_number: 'A' }, { parcel_number: 'B' }, { parcel_number: 'C' }], { minItems: 1 });
    await user.click(await screen.findByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected rows' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 rows?' });
    expect(dialog.textContent).toMatch(/cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(state.data.parcels).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Delete 2 selected rows' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 rows' }));
    await waitFor(() => expect(state.data.parcels.map((p) => p.parcel_number)).toEqual(['B']));
  });

  it('will not bulk-delete every row when one must remain', async () => {
    const { user } = setup([{ parcel_number: 'A' }, { parcel_number: 'B' }], { minItems: 1 });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    const bulk = screen.getByRole('button', { name: 'Delete 2 selected rows' });
    expect(bulk.getAttribute('aria-disabled')).toBe('true');
    expect(describedText(bulk)).toMatch(/At least one row must remain/);
    await user.click(bulk);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('pastes rows copied from a spreadsheet, adding rows and converting numbers', async () => {
    const { state } = setup([{ parcel_number: '1' }, { parcel_number: '2' }]);
    const target = await field('Parcel number', 2);
    fireEvent.paste(target, {
      clipboardData: { getData: () => 'P-2\tΛόγγος\tyes\t1.250,5\t4\r\nP-3\t"Άνω, Κάτω"\t\t800\t0,3\r\n' },
    });
    await waitFor(() =>
      expect(state.data.parcels).toEqual([
        // a box a row left out is unticked: "no" (docs/decisions.md)
        { parcel_number: '1', isNew: false },
        { parcel_number: 'P-2', toponym: 'Λόγγος', isNew: true, yield: 1250.5, area: 4 },
        { parcel_number: 'P-3', toponym: 'Άνω, Κάτω', isNew: false, yield: 800, area: 0.3 },
      ]),
    );
    expect((await cell('Toponym', 3)).textContent).toBe('Άνω, Κάτω');
    expect(screen.getByRole('status').textContent).toBe('2 rows pasted.');
  });

  it('pastes thousands of rows, every one of them reaching the form', async () => {
    const { state } = setup([{ parcel_number: '1' }]);
    const target = await field('Parcel number', 1);
    const lines = Array.from({ length: 2500 }, (_, i) => `P-${i + 1}\tΘέση ${i + 1}\t\t${1000 + i}\t0,5`);
    fireEvent.paste(target, { clipboardData: { getData: () => lines.join('\r\n') } });
    await waitFor(() => expect(state.data.parcels).toHaveLength(2500), { timeout: 45_000 });
    expect(state.data.parcels[0]).toEqual({ parcel_number: 'P-1', toponym: 'Θέση 1', isNew: false, yield: 1000, area: 0.5 });
    expect(state.data.parcels[1249]).toEqual({ parcel_number: 'P-1250', toponym: 'Θέση 1250', isNew: false, yield: 2249, area: 0.5 });
    expect(state.data.parcels[2499]).toEqual({ parcel_number: 'P-2500', toponym: 'Θέση 2500', isNew: false, yield: 3499, area: 0.5 });
    expect(screen.getByRole('status').textContent).toBe('2,500 rows pasted.');
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('2501');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('ticks a box by click and Space, and pastes into it like any cell', async () => {
    const { user, state } = setup([{ parcel_number: '1' }, { parcel_number: '2' }]);
    const box = await cell('New parcel', 1);
    expect(box.getAttribute('role')).toBe('checkbox');
    await user.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');
    await user.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('false');
    fireEvent.paste(box, { clipboardData: { getData: () => 'ναι\t900\r\nx\t1.000,5\r\n' } });
    await waitFor(() =>
      expect(state.data.parcels).toEqual([
        { parcel_number: '1', isNew: true, yield: 900 },
        { parcel_number: '2', isNew: true, yield: 1000.5 },
      ]),
    );
  });

  it('shows each error beside its cell after submit', async () => {
    const { user, state } = setup([{ parcel_number: '1', area: 2 }, { toponym: 'X', area: 0 }]);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const number = await cell('Parcel number', 2);
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(number)).toBe('This field is required');
    const area = await cell('Area (1,000 m²)', 2);
    expect(describedText(area)).toBe('Must be greater than 0');
    expect((await cell('Parcel number', 1)).getAttribute('aria-invalid')).toBeNull();
    expect(state.submitted).toHaveLength(0);
  });

  it('names the column and row of a cell\'s error in the summary at the top', async () => {
    const { user } = setup([{ parcel_number: '1', area: 2 }, { toponym: 'X', area: 2 }]);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe('Parcels, row 2: Parcel number: This field is required');
  });

  it('starts with an empty row to type into when at least one is required', async () => {
    const { state } = renderForm<Data>({ schema: parcelTableSchema({ columns, minItems: 1 }), uiSchema, formData: {} as Data, locale: 'en' });
    expect(await cell('Parcel number', 1)).toBeTruthy();
    // empty but for its unticked box ("no")
    await waitFor(() => expect(state.data.parcels).toEqual([{ isNew: false }]));
  });

  it('gives a new row the defaults of the row schema and leaves existing rows as they are', async () => {
    const user = userEvent.setup();
    const schema = parcelTableSchema({ columns: ['parcel_number', 'toponym'] });
    const rows = (schema.properties as Record<string, { items: { properties: Record<string, object> } }>).parcels.items;
    rows.properties.toponym = { ...rows.properties.toponym, default: 'Κάμπος' };
    const { state } = renderForm<Data>({ schema, uiSchema, formData: { parcels: [{ parcel_number: '7' }] }, locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Add row' }));
    await waitFor(() => expect(state.data.parcels).toEqual([{ parcel_number: '7' }, { toponym: 'Κάμπος' }]));
  });

  it('shows a cell\'s message once the cell is left, and none before', async () => {
    const { user, state } = setup([{ parcel_number: '1' }, { parcel_number: '2' }]);
    const number = await field('Parcel number', 1);
    await user.clear(number);
    expect(number.getAttribute('aria-invalid')).toBeNull();
    await user.keyboard('{ArrowDown}');
    await waitFor(async () => expect((await cell('Parcel number', 1)).getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(await cell('Parcel number', 1))).toBe('This field is required');
    expect(state.data.parcels[0].parcel_number).toBeUndefined();
    expect((await cell('Parcel number', 2)).getAttribute('aria-invalid')).toBeNull();
  });

  it('judges no row nothing was typed in yet: adding a second row leaves the first one quiet until the form is sent (issue 54)', async () => {
    const { user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Add row' }));
    await waitFor(async () => expect(document.activeElement).toBe(await cell('Parcel number', 1)));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await waitFor(async () => expect(document.activeElement).toBe(await cell('Parcel number', 2)));
    expect((await cell('Parcel number', 1)).getAttribute('aria-invalid')).toBeNull();
    // once something is typed in the row, its empty cells are judged when left
    const toponym = await field('Toponym', 1);
    await user.type(toponym, 'Ρέμα');
    await field('Parcel number', 1);
    await user.keyboard('{ArrowDown}');
    await waitFor(async () => expect((await cell('Parcel number', 1)).getAttribute('aria-invalid')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(async () => expect((await cell('Parcel number', 2)).getAttribute('aria-invalid')).toBe('true'));
  });

  it('never shows the form\'s older message under a cell just typed in: leaving it says nothing until the form has judged the new value (issue 46)', async () => {
    const { user, state } = setup([{ parcel_number: '1' }]);
    await user.click(await screen.findByRole('button', { name: 'Add row' }));
    await waitFor(async () => expect(document.activeElement).toBe(await cell('Parcel number', 2)));
    // the new row's first cell visited and left empty: the form holds "required" for it, unseen (nothing typed in the row)
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    await waitFor(() => expect(state.data.parcels).toHaveLength(2));
    await user.keyboard('77{ArrowRight}');
    // at once (the form is handed the value a moment later) and after it: no "required" under the number typed
    const typed = await cell('Parcel number', 2);
    expect(typed.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('This field is required')).toBeNull();
    await waitFor(() => expect(state.data.parcels[1].parcel_number).toBe('77'));
    expect((await cell('Parcel number', 2)).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('keeps what was typed when Enter moves on and Tab leaves the table, and the form gets both', async () => {
    const { user, state } = setup([{ parcel_number: '1' }, { parcel_number: '2' }]);
    await user.click(await cell('Toponym', 1));
    await user.keyboard('Κάμπος{Enter}Ρέμα{Tab}');
    expect(screen.getByRole('grid').contains(document.activeElement)).toBe(false);
    expect((await cell('Toponym', 1)).textContent).toBe('Κάμπος');
    // the cell left by Tab stays the table's active one, its field showing what was typed
    expect(((await cell('Toponym', 2)) as HTMLInputElement).value).toBe('Ρέμα');
    await waitFor(() => expect(state.data.parcels).toEqual([{ parcel_number: '1', toponym: 'Κάμπος', isNew: false }, { parcel_number: '2', toponym: 'Ρέμα', isNew: false }]));
  });

  it('keeps every row and what was typed in a form whose questions depend on an answer outside the table', async () => {
    const user = userEvent.setup();
    const base = parcelTableSchema({ columns });
    // Typing "x" in Note brings a question in: rjsf then sanitizes every answer for the new schema.
    const schema = {
      ...base,
      properties: { note: { type: 'string', title: 'Note' }, ...base.properties },
      if: { properties: { note: { const: 'x' } }, required: ['note'] },
      then: { properties: { extra: { type: 'string', title: 'Extra' } } },
    } as typeof base;
    const parcels = [{ parcel_number: '1', toponym: 'Άνω' }, { parcel_number: '2', isNew: true, yield: 40 }];
    const { state } = renderForm<Data & { note?: string }>({ schema, uiSchema, formData: { parcels }, locale: 'en' });
    await user.click(await cell('Toponym', 2));
    await user.keyboard('Κάτω{Tab}');
    await waitFor(() => expect(state.data.parcels).toEqual([{ ...parcels[0], isNew: false }, { ...parcels[1], toponym: 'Κάτω' }]));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    expect(await screen.findByRole('textbox', { name: 'Extra' })).toBeTruthy();
    await waitFor(() => expect(state.data.note).toBe('x'));
    expect(state.data.parcels).toEqual([{ ...parcels[0], isNew: false }, { ...parcels[1], toponym: 'Κάτω' }]);
  });

  it('brings in a question that depends on the table’s rows once a row is added, and keeps it while they stay', async () => {
    const user = userEvent.setup();
    const base = parcelTableSchema({ columns });
    // A question asked only of farmers with more than one parcel.
    const schema = {
      ...base,
      if: { properties: { parcels: { minItems: 2 } }, required: ['parcels'] },
      then: { properties: { rotation: { type: 'string', title: 'Crop rotation' } } },
    } as typeof base;
    const { state } = renderForm<Data & { rotation?: string }>({ schema, uiSchema, formData: { parcels: [{ parcel_number: '1' }] }, locale: 'en' });
    await screen.findByRole('grid', { name: 'Parcels' });
    expect(screen.queryByRole('textbox', { name: 'Crop rotation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.type(await screen.findByRole('textbox', { name: 'Crop rotation' }), 'wheat');
    await waitFor(() => expect(state.data.rotation).toBe('wheat'));
    expect(state.data.parcels).toHaveLength(2);
  });

  it('submits what was just typed when Tab leads to Submit and Enter presses it at once', async () => {
    const { user, state } = setup([{ parcel_number: '1' }]);
    await user.click(await cell('Toponym', 1));
    await user.keyboard('Λόγγος{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(state.submitted).toEqual([{ parcels: [{ parcel_number: '1', toponym: 'Λόγγος', isNew: false }] }]));
  });

  it('submits the table’s last cell and the field typed into after it, clicked straight after', async () => {
    const user = userEvent.setup();
    const base = parcelTableSchema({ columns });
    const schema = { ...base, properties: { ...base.properties, note: { type: 'string', title: 'Note' } } } as typeof base;
    const { state } = renderForm<Data & { note?: string }>({ schema, uiSchema, formData: { parcels: [{ parcel_number: '1' }, { parcel_number: '2' }] }, locale: 'en' });
    await user.click(await cell('Area (1,000 m²)', 2));
    await user.keyboard('7,5{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('ok');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(state.submitted).toEqual([{ parcels: [{ parcel_number: '1', isNew: false }, { parcel_number: '2', area: 7.5, isNew: false }], note: 'ok' }]),
    );
    // what the caller holds is the rows themselves
    expect(Array.isArray(state.data.parcels)).toBe(true);
  });

  it('submits what was just typed in a cell', async () => {
    const { user, state } = setup([{ parcel_number: '1' }]);
    await user.type(await cell('Toponym', 1), 'Λόγγος');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(state.submitted).toEqual([{ parcels: [{ parcel_number: '1', toponym: 'Λόγγος', isNew: false }] }]));
  });

  it('shows plain values without buttons when read-only', async () => {
    setup([{ parcel_number: 'A', isNew: true, yield: 1500 }], { readonly: true });
    const grid = await screen.findByRole('grid', { name: 'Parcels' });
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
    const cells = within(grid).getAllByRole('gridcell').map((td) => td.textContent);
    expect(cells).toEqual(['A', '—', 'Yes', '1,500', '—']);
  });

  it('moves focus between cells with arrow keys, Enter and Home/End, like a spreadsheet', async () => {
    const { user, state } = setup([{ parcel_number: 'A', toponym: 'T' }, { parcel_number: 'B' }]);
    await user.click(await cell('Parcel number', 1));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(await cell('Parcel number', 2));
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(document.activeElement).toBe(await cell('Toponym', 1));
    // arriving by keyboard selects the text: typing replaces it, then arrows move the caret
    await user.keyboard('Xy{ArrowLeft}');
    expect(document.activeElement).toBe(await cell('Toponym', 1));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(await cell('Parcel number', 1));
    await waitFor(() => expect(state.data.parcels[0].toponym).toBe('Xy'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete row 1' }));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete row 2' }));
    // one tab stop: only the focused cell is in the tab order
    expect(document.querySelectorAll('table [tabindex="0"]')).toHaveLength(1);
  });

  it('types a date as people write it (dd/mm/yyyy), stores ISO, and lets the arrow keys leave the cell', async () => {
    const user = userEvent.setup();
    const { state } = renderForm<{ parcels: { parcel_number?: string; first_accession_date?: string; toponym?: string }[] }>({
      schema: parcelTableSchema({ columns: ['parcel_number', 'first_accession_date', 'toponym'] }),
      uiSchema,
      formData: { parcels: [{ parcel_number: '1', first_accession_date: '2019-03-15' }] },
      locale: 'en',
    });
    await user.click(await cell('First accession date', 1));
    const date = document.activeElement as HTMLInputElement;
    expect(date.type).toBe('text');
    expect(date.value).toBe('15/03/2019');
    // typing replaces the selected date; an arrow after typing moves the caret, Tab leaves
    await user.keyboard('30/4/2027{Tab}');
    await waitFor(() => expect(state.data.parcels[0].first_accession_date).toBe('2027-04-30'));
    // arriving by keyboard, the arrow keys go on through the date cell (no date control swallows them)
    await user.click(await cell('Toponym', 1));
    await user.keyboard('{ArrowLeft}');
    expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toBe('First accession date, row 1');
    expect((document.activeElement as HTMLInputElement).value).toBe('30/04/2027');
    await user.keyboard('{ArrowLeft}');
    expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toMatch(/^Parcel number, row 1/);
    expect(state.data.parcels[0].first_accession_date).toBe('2027-04-30');
    // a date that is not a date is kept as typed, for the validator to name
    await user.keyboard('{ArrowRight}31/02/2027{Tab}');
    await waitFor(() => expect(state.data.parcels[0].first_accession_date).toBe('31/02/2027'));
  });

  it('adds one row with Enter below the last, not one per press, and drops it again when it is left blank', async () => {
    const { user, state } = setup([{ parcel_number: '1', toponym: 'Κάμπος' }]);
    await user.click(await cell('Toponym', 1));
    await user.keyboard('{Enter}');
    await waitFor(() => expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toBe('Parcel number, row 2'));
    // Enter on and on in the blank row adds nothing more, and sends nothing
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(state.submitted).toEqual([]);
    expect(screen.queryByLabelText(/^Parcel number, row 3/)).toBeNull();
    // left blank, the row goes: nothing flagged, nothing kept
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.queryByLabelText(/^Parcel number, row 2/)).toBeNull());
    expect(state.data.parcels).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toMatch(/^Parcel number, row 1/);
  });

  it('keeps Enter from sending the form anywhere in the grid, the header\'s "select all rows" included', async () => {
    const { user, state } = setup([{ parcel_number: '1' }, { parcel_number: '2' }]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select row 1' }));
    await user.keyboard('{ArrowUp}');
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(document.activeElement).toBe(selectAll);
    await user.keyboard('{Enter}');
    expect(state.submitted).toEqual([]);
    // the grid is one tab stop: the header's box is reached by arrow, not by Tab
    expect(selectAll.getAttribute('tabindex')).toBe('-1');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select row 1' }));
  });

  it('adds a row with Enter in the last row, keeping what was just typed, and starts it at its first cell', async () => {
    const { user, state } = setup([{ parcel_number: '1' }]);
    await user.click(await cell('Toponym', 1));
    await user.keyboard('Κάμπος{Enter}');
    await waitFor(() => expect(state.data.parcels).toHaveLength(2));
    expect(state.data.parcels[0].toponym).toBe('Κάμπος');
    await waitFor(() => expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toBe('Parcel number, row 2'));
    await user.keyboard('2{Tab}');
    await waitFor(() => expect(state.data.parcels[1].parcel_number).toBe('2'));
  });
});
