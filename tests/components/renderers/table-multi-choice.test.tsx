import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from '../../helpers/render-form';

// `"ui:cell": "multiChoice"`: several options of a list in one cell (a product's add-ons, the
// add-on list written once and referenced), by keyboard as the grid's other cells.

type Row = { product?: string; addons?: string[] };
type Data = { rows?: Row[] };

const schema: RJSFSchema = {
  type: 'object',
  $defs: {
    addons: { type: 'string', oneOf: [{ const: 'grasp', title: 'GRASP' }, { const: 'spring', title: 'SPRING' }, { const: 'leaf', title: 'LEAF Marque' }] },
  },
  properties: {
    rows: {
      type: 'array',
      title: 'Add-ons per product',
      items: {
        type: 'object',
        properties: {
          product: { type: 'string', title: 'Product' },
          addons: { type: 'array', title: 'Add-ons', uniqueItems: true, items: { $ref: '#/$defs/addons' } },
        },
      },
    },
  },
};
const uiSchema: UiSchema = { rows: { 'ui:field': 'table', items: { addons: { 'ui:cell': 'multiChoice' } } } };

function setup(rows: Row[]) {
  return { user: userEvent.setup(), ...renderForm<Data>({ schema, uiSchema, formData: { rows }, locale: 'en' }) };
}

describe('a cell of several choices', () => {
  it('shows the chosen options by their names and changes them in a dialog of tick boxes, by keyboard', async () => {
    const { user, state } = setup([{ product: 'peaches', addons: ['spring', 'grasp'] }, { product: 'grapes' }]);
    const cell = await screen.findByRole('button', { name: 'Add-ons, row 1: SPRING, GRASP' });
    cell.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add-ons, row 1' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false]);
    // Space ticks LEAF Marque (Tab between the boxes is the story's, in a real browser); nothing reaches the row before Done
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    within(dialog).getByRole('checkbox', { name: 'LEAF Marque' }).focus();
    await user.keyboard(' ');
    expect((within(dialog).getByRole('checkbox', { name: 'LEAF Marque' }) as HTMLInputElement).checked).toBe(true);
    expect(state.data.rows?.[0].addons).toEqual(['spring', 'grasp']);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // in the list's order
    await waitFor(() => expect(state.data.rows?.[0].addons).toEqual(['grasp', 'spring', 'leaf']));
    expect(await screen.findByRole('button', { name: 'Add-ons, row 1: GRASP, SPRING, LEAF Marque' })).toBeTruthy();
  });

  it('gives focus back to its cell as the dialog goes, with Done and with Cancel: never to the page in between', async () => {
    const { user } = setup([{ product: 'peaches', addons: ['grasp'] }]);
    // where focus is at the moment the dialog leaves the page (observed as the page changes, not later)
    const focusWhenDialogLeft = () =>
      new Promise<Element | null>((resolve) => {
        const observer = new MutationObserver(() => {
          if (screen.queryByRole('dialog')) return;
          observer.disconnect();
          resolve(document.activeElement);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    for (const button of ['Done', 'Cancel']) {
      const cell = await screen.findByRole('button', { name: /^Add-ons, row 1: / });
      await user.click(cell);
      const dialog = await screen.findByRole('dialog', { name: 'Add-ons, row 1' });
      const left = focusWhenDialogLeft();
      await user.click(within(dialog).getByRole('button', { name: button }));
      expect(await left, `after ${button}`).toBe(screen.getByRole('button', { name: /^Add-ons, row 1: / }));
    }
  });

  it('gives up with Escape, and leaves a row with nothing chosen without the answer', async () => {
    const { user, state } = setup([{ product: 'peaches', addons: ['grasp'] }]);
    await user.click(await screen.findByRole('button', { name: 'Add-ons, row 1: GRASP' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add-ons, row 1' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'SPRING' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.data.rows?.[0].addons).toEqual(['grasp']);

    await user.click(screen.getByRole('button', { name: 'Add-ons, row 1: GRASP' }));
    dialog = await screen.findByRole('dialog', { name: 'Add-ons, row 1' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'GRASP' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(state.data.rows?.[0]).toEqual({ product: 'peaches' }));
  });

  it('ticks an option by a click on its name or its box, as a tap does (the label is the input\'s)', async () => {
    const { user, state } = setup([{ product: 'peaches' }]);
    await user.click(await screen.findByRole('button', { name: /^Add-ons, row 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add-ons, row 1' });
    const spring = within(dialog).getByRole('checkbox', { name: 'SPRING' }) as HTMLInputElement;
    // every option's label names its own input
    for (const input of within(dialog).getAllByRole('checkbox')) {
      expect(dialog.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    }
    await user.click(within(dialog).getByText('SPRING'));
    expect(spring.checked).toBe(true);
    const leafControl = within(dialog).getByText('LEAF Marque').closest('label')!.querySelector('[data-part="control"]') as HTMLElement;
    await user.click(leafControl);
    expect((within(dialog).getByRole('checkbox', { name: 'LEAF Marque' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(state.data.rows?.[0].addons).toEqual(['spring', 'leaf']));
  });

  it('Enter three times from the last row leaves no "required" on the row it added, whose cell of several choices starts empty (issue 46)', async () => {
    // as GLOBALG.A.P.'s Appendix 2: a product and at least one of its units are required (a new row starts with `[]` units)
    const required: RJSFSchema = {
      ...schema,
      properties: {
        rows: {
          type: 'array',
          title: 'Add-ons per product',
          items: {
            type: 'object',
            required: ['product', 'addons'],
            properties: {
              product: { type: 'string', title: 'Product' },
              addons: { type: 'array', title: 'Add-ons', minItems: 1, uniqueItems: true, items: { $ref: '#/$defs/addons' } },
            },
          },
        },
      },
    };
    const user = userEvent.setup();
    const { state } = renderForm<Data>({ schema: required, uiSchema, formData: { rows: [{ product: 'peaches' }] }, locale: 'en' });
    await user.click(await screen.findByLabelText(/^Product, row 1/));
    await user.keyboard('{Enter}');
    await waitFor(() => expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toBe('Product, row 2'));
    await waitFor(() => expect(state.data.rows).toHaveLength(2));
    await user.keyboard('{Enter}{Enter}');
    // the form has judged the new row (its product is missing) and the person stays in it: nobody typed in it, nothing shown
    await waitFor(() => expect(state.data.rows).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-invalid')).toBeNull();
    // left blank, it goes again
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(state.data.rows).toHaveLength(1));
  });
});
