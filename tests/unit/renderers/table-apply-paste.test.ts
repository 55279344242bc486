import { describe, expect, it } from 'vitest';
import { applyPaste } from '../../../renderers/table/apply-paste';
import { tableColumns } from '../../../renderers/table/columns';

const columns = tableColumns({
  type: 'object',
  properties: {
    name: { type: 'string' },
    isNew: { type: 'boolean' },
    area: { type: 'number' },
  },
});
const newRow = () => ({});

describe('applyPaste', () => {
  it('fills cells to the right and rows below, converting per column', () => {
    const rows = [{ name: 'a' }, { name: 'b', area: 1 }];
    const result = applyPaste(rows, columns, 0, 1, [['yes', '12,5'], ['no', '3']], { newRow });
    expect(result).toEqual({
      rows: [
        { name: 'a', isNew: true, area: 12.5 },
        { name: 'b', isNew: false, area: 3 },
      ],
      pastedRows: 2,
      clipped: false,
    });
    expect(rows[0]).toEqual({ name: 'a' });
  });

  it('adds rows as needed and drops cells beyond the last column', () => {
    const result = applyPaste([{ name: 'a' }], columns, 0, 0, [['x', '', '1', 'extra'], ['y']], { newRow });
    // an empty tick box pasted is unticked: "no"
    expect(result.rows).toEqual([{ name: 'x', isNew: false, area: 1 }, { name: 'y' }]);
  });

  it('clears a cell for an empty pasted value', () => {
    const result = applyPaste([{ name: 'a', area: 2 }], columns, 0, 2, [['']], { newRow });
    expect(result.rows).toEqual([{ name: 'a' }]);
  });

  it('stops at maxItems and says so', () => {
    const result = applyPaste([{ name: 'a' }], columns, 0, 0, [['x'], ['y'], ['z']], { newRow, maxItems: 2 });
    expect(result.rows).toEqual([{ name: 'x' }, { name: 'y' }]);
    expect(result.pastedRows).toBe(2);
    expect(result.clipped).toBe(true);
  });
});
