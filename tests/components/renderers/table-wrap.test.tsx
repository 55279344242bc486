import { readFileSync } from 'node:fs';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import { renderForm } from '../../helpers/render-form';
import { parcelTableSchema } from '../../../renderers/table/parcel-fixtures';
// The table's own stylesheet (jsdom reads the declared styles, not the layout): how the text is
// cut or wrapped is decided there. The heights are measured in Chromium by the story
// "Renderers/Table › Long text".
// (read from disk: CSS imports come empty in the tests)
const tableCss = readFileSync('renderers/table/table.css', 'utf8');

const LONG = 'Tomate cherry ecológico de la variedad Raf, cultivado en invernadero sin calefacción';
const uiSchema: UiSchema = { parcels: { 'ui:field': 'table' } };

function setup() {
  const style = document.createElement('style');
  style.textContent = tableCss;
  document.head.append(style);
  const user = userEvent.setup();
  renderForm<{ parcels: Record<string, unknown>[] }>({
    schema: parcelTableSchema({ columns: ['parcel_number', 'crop_type', 'area'] }),
    uiSchema,
    formData: { parcels: [{ parcel_number: '1', crop_type: LONG, area: 2 }, { parcel_number: '2', crop_type: 'Ελιά', area: 1 }] },
    locale: 'en',
  });
  return { user, style };
}

describe('table cell text', () => {
  it('shows a long product name whole, wrapped rather than cut, and the keyboard still moves between cells', async () => {
    const { user, style } = setup();
    const shown = await screen.findByRole('gridcell', { name: `Crop type, row 1: ${LONG}` });
    expect(shown.textContent).toBe(LONG);
    const text = shown.querySelector('.table-cell-value')!;
    const look = getComputedStyle(text);
    expect(look.whiteSpace).toBe('normal');
    expect(look.textOverflow).not.toBe('ellipsis');
    expect(look.overflow).not.toBe('hidden');

    // Active, the cell is a field with the whole name, over the name as it showed (kept, unseen,
    // so that the row stays as high as its wrapped text made it)
    await user.click(shown);
    const input = await waitFor(() => {
      const focused = document.activeElement as HTMLInputElement;
      expect(focused.getAttribute('aria-label')).toBe('Crop type, row 1');
      return focused;
    });
    expect(input.value).toBe(LONG);
    const kept = input.closest('td')!.querySelector('.table-cell-value')!;
    expect(kept.textContent).toBe(LONG);
    expect(kept.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(kept).visibility).toBe('hidden');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Area (1,000 m²), row 1');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Crop type, row 2');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Crop type, row 1');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete row 1' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select row 1' }));
    // left, the cell shows the whole name again
    expect(screen.getByRole('gridcell', { name: `Crop type, row 1: ${LONG}` }).textContent).toBe(LONG);
    act(() => style.remove());
  });
});
