import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ParcelTableStory } from './parcel-table-story';
import { parcelRows } from './parcel-fixtures';

const meta: Meta<typeof ParcelTableStory> = {
  title: 'Renderers/Table',
  component: ParcelTableStory,
};
export default meta;

type Story = StoryObj<typeof ParcelTableStory>;

export const Empty: Story = { args: { rows: [], minItems: 0 } };

export const Filled: Story = { args: { rows: parcelRows(25) } };

export const WithErrors: Story = {
  args: {
    submitOnMount: true,
    rows: [
      ...parcelRows(2),
      { toponym: 'Λόγγος', area: 0, yield: -5 },
      { parcel_number: '4', first_accession_date: '31/02/2024', yield: 'πολύ', area: 2 },
    ],
  },
};

export const ReadOnly: Story = { args: { rows: parcelRows(12), readonly: true } };

const cellById = (root: HTMLElement, id: string) => {
  const element = root.querySelector<HTMLElement>(`#${id}`);
  if (!element) throw new Error(`no cell ${id}`);
  return element;
};

// By mouse and keyboard in a real browser: a click turns a cell into the grid's one field,
// Enter stores and moves down, a click and Space tick a box.
export const KeyboardAndMouse: Story = {
  args: { rows: parcelRows(25) },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid');
    const cell = (id: string) => cellById(canvasElement, id);
    await userEvent.click(cell('root_parcels_1_toponym'));
    await waitFor(() => expect(document.activeElement).toBe(cell('root_parcels_1_toponym')));
    expect(document.activeElement?.tagName).toBe('INPUT');
    await userEvent.keyboard('Λόγγος{Enter}');
    await waitFor(() => expect(document.activeElement?.id).toBe('root_parcels_2_toponym'));
    expect(cell('root_parcels_1_toponym').textContent).toBe('Λόγγος');
    expect(within(grid).getAllByRole('textbox')).toHaveLength(1);
    const box = cell('root_parcels_3_isNew');
    const ticked = box.getAttribute('aria-checked');
    await userEvent.click(box);
    expect(box.getAttribute('aria-checked')).not.toBe(ticked);
    await userEvent.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe(ticked);
  },
};

const LONG_CROP = 'Τομάτα τύπου Σαν Μαρτσάνο για χυμό και σάλτσα, βιολογικής καλλιέργειας σε θερμοκήπιο';
const LONG_PLACE = 'Κάτω Κάμπος, δίπλα στο αρδευτικό κανάλι της Αγίας Παρασκευής';

// Long names wrap onto as many lines as they need, in Chromium: the row grows with its tallest
// cell, nothing is cut, and the row keeps its height while its cell is the active field.
export const LongText: Story = {
  args: {
    rows: parcelRows(25).map((row, i) => (i % 3 === 1 ? { ...row, toponym: LONG_PLACE, crop_type: LONG_CROP } : row)),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid');
    const cell = (id: string) => cellById(canvasElement, id);
    const height = (row: number) => cell(`root_parcels_${row}_crop_type`).closest('tr')!.getBoundingClientRect().height;
    const oneLine = height(0);
    const tall = height(1);
    expect(tall).toBeGreaterThan(oneLine * 1.5);
    const text = cell('root_parcels_1_crop_type').querySelector<HTMLElement>('.table-cell-value')!;
    expect(text.textContent).toBe(LONG_CROP);
    // whole: nothing overflows the box, sideways or down
    expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    expect(text.scrollHeight).toBeLessThanOrEqual(text.clientHeight);
    expect(getComputedStyle(text).textOverflow).not.toBe('ellipsis');

    await userEvent.click(cell('root_parcels_1_crop_type'));
    await waitFor(() => expect(document.activeElement?.tagName).toBe('INPUT'));
    expect((document.activeElement as HTMLInputElement).value).toBe(LONG_CROP);
    expect(height(1)).toBe(tall);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.id).toBe('root_parcels_2_crop_type'));
    expect(height(1)).toBe(tall);
    expect(height(2)).toBe(oneLine);
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    await waitFor(() => expect(document.activeElement?.id).toBe('root_parcels_1_isNew'));
    expect(height(1)).toBe(tall);
  },
};
