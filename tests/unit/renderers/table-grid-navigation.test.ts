import { describe, expect, it } from 'vitest';
import { moveCell, navMoveFor, type KeyInput, type NavMove } from '../../../renderers/table/grid-navigation';

describe('navMoveFor', () => {
  const cases: [Partial<KeyInput> & Pick<KeyInput, 'key'>, NavMove | null][] = [
    [{ key: 'ArrowUp', control: 'cell' }, 'up'],
    [{ key: 'ArrowDown', control: 'select' }, 'down'],
    [{ key: 'ArrowDown', control: 'date' }, null],
    [{ key: 'ArrowDown', control: 'date', ctrlKey: true }, 'down'],
    [{ key: 'ArrowLeft', control: 'cell' }, 'left'],
    [{ key: 'ArrowLeft', control: 'text' }, null],
    [{ key: 'ArrowLeft', control: 'text', caretAtStart: true }, 'left'],
    [{ key: 'ArrowRight', control: 'text', caretAtEnd: true }, 'right'],
    [{ key: 'ArrowRight', control: 'date' }, null],
    [{ key: 'ArrowRight', control: 'checkbox' }, 'right'],
    [{ key: 'Enter', control: 'text' }, 'down'],
    [{ key: 'Enter', control: 'cell', shiftKey: true }, 'up'],
    [{ key: 'Enter', control: 'button' }, null],
    [{ key: 'Home', control: 'text' }, null],
    [{ key: 'Home', control: 'cell' }, 'rowStart'],
    [{ key: 'End', control: 'select' }, 'rowEnd'],
    [{ key: 'Home', control: 'text', ctrlKey: true }, 'first'],
    [{ key: 'End', control: 'cell', metaKey: true }, 'last'],
    [{ key: 'PageDown', control: 'cell' }, 'pageDown'],
    [{ key: 'ArrowDown', control: 'select', altKey: true }, null],
    [{ key: 'Tab', control: 'cell' }, null],
    [{ key: 'a', control: 'cell' }, null],
  ];
  it.each(cases)('%j → %s', (input, move) => {
    expect(navMoveFor({ control: 'cell', ...input })).toBe(move);
  });
});

describe('moveCell', () => {
  const bounds = { rows: 100, cols: 5, pageSize: 10 };
  it.each([
    [{ row: 3, col: 2 }, 'up', { row: 2, col: 2 }],
    [{ row: 3, col: 2 }, 'down', { row: 4, col: 2 }],
    [{ row: 3, col: 2 }, 'left', { row: 3, col: 1 }],
    [{ row: 3, col: 2 }, 'right', { row: 3, col: 3 }],
    [{ row: 0, col: 0 }, 'up', { row: 0, col: 0 }],
    [{ row: 99, col: 4 }, 'down', { row: 99, col: 4 }],
    [{ row: 3, col: 4 }, 'right', { row: 3, col: 4 }],
    [{ row: 3, col: 2 }, 'rowStart', { row: 3, col: 0 }],
    [{ row: 3, col: 2 }, 'rowEnd', { row: 3, col: 4 }],
    [{ row: 3, col: 2 }, 'first', { row: 0, col: 0 }],
    [{ row: 3, col: 2 }, 'last', { row: 99, col: 4 }],
    [{ row: 3, col: 2 }, 'pageUp', { row: 0, col: 2 }],
    [{ row: 95, col: 2 }, 'pageDown', { row: 99, col: 2 }],
    [{ row: 30, col: 2 }, 'pageDown', { row: 40, col: 2 }],
  ] as const)('%j %s → %j', (from, move, to) => {
    expect(moveCell(from, move, bounds)).toEqual(to);
  });
});
