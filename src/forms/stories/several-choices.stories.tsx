import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChangedSample } from './changed-sample';

const meta: Meta<typeof ChangedSample> = {
  title: 'Forms/Several choices in a cell',
  component: ChangedSample,
};
export default meta;
type Story = StoryObj<typeof ChangedSample>;

/**
 * GLOBALG.A.P. add-ons per product (`"ui:cell": "multiChoice"`), by keyboard alone in a real
 * browser: arrows to the cell, Enter opens its tick boxes, Tab and Space choose, Done keeps.
 */
export const AddOnsByKeyboard: Story = {
  args: { formId: 'globalgap/addons-per-product' },
  play: async ({ canvasElement }) => {
    const cell = (id: string) => canvasElement.querySelector<HTMLElement>(`#${id}`)!;
    await waitFor(() => expect(cell('root_rows_1_product')).toBeTruthy());
    await userEvent.click(cell('root_rows_1_product'));
    await userEvent.keyboard('{Escape}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(document.activeElement?.id).toBe('root_rows_1_addons'));
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // the first box has focus: Tab to the second (SPRING) and tick it, then on to Done
    await userEvent.keyboard('{Tab} ');
    await expect((within(dialog).getAllByRole('checkbox')[1] as HTMLInputElement).checked).toBe(true);
    const done = within(dialog).getAllByRole('button').at(-1)!;
    done.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cell('root_rows_1_addons').textContent).toMatch(/GRASP.*SPRING/));
  },
};

/**
 * GLOBALG.A.P. Appendix 2: a product's production units, chosen among the codes of Appendix
 * 1's units table (the list is the `amongAnswers` pointer of the property), by keyboard alone.
 */
export const UnitsFromAppendix1ByKeyboard: Story = {
  args: { formId: 'globalgap/appendix-2', otherSteps: { 'appendix-1': 'globalgap/appendix-1' } },
  play: async ({ canvasElement }) => {
    const cell = (id: string) => canvasElement.querySelector<HTMLElement>(`#${id}`)!;
    await waitFor(() => expect(cell('root_products_0_production_units')).toBeTruthy());
    cell('root_products_0_production_units').focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    await expect(boxes.length).toBeGreaterThan(1);
    // the first (PU-01) is ticked already: Tab to the second and tick it, then Done
    await userEvent.keyboard('{Tab} ');
    await expect(boxes[1].checked).toBe(true);
    within(dialog).getAllByRole('button').at(-1)!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cell('root_products_0_production_units').textContent).toMatch(/PU-01, PU-02/));
  },
};

/**
 * GLOBALG.A.P. producer group: a member's products, from the product list but only those
 * Appendix 2 names (the property's `amongAnswers`), by their titles, by keyboard alone.
 */
export const MemberProductsFromAppendix2ByKeyboard: Story = {
  args: { formId: 'globalgap/producer-group', otherSteps: { 'appendix-2': 'globalgap/appendix-2' } },
  play: async ({ canvasElement }) => {
    const cell = (id: string) => canvasElement.querySelector<HTMLElement>(`#${id}`)!;
    await waitFor(() => expect(cell('root_members_1_products')).toBeTruthy());
    cell('root_members_1_products').focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Appendix 2's sample lists peaches and table grapes: those two only, peaches ticked already
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    await expect(boxes.length).toBe(2);
    await userEvent.keyboard('{Tab} ');
    await expect(boxes[1].checked).toBe(true);
    within(dialog).getAllByRole('button').at(-1)!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cell('root_members_1_products').textContent).toMatch(/,/));
  },
};
