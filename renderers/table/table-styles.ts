import type { SystemStyleObject } from '@chakra-ui/react';

/** Row height before a row is measured; rows with messages grow and are measured. */
export const ESTIMATED_ROW_HEIGHT = 41;
/** Height of the scrolling area; also the window size assumed where nothing is laid out (jsdom). */
export const VIEWPORT_HEIGHT = 480;

// One style block for the whole table: thousands of cells are plain elements rather than
// styled components, which keeps mounting and typing cheap.
export const tableCss: SystemStyleObject = {
  maxHeight: `${VIEWPORT_HEIGHT}px`,
  overflow: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  '& table': { tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0, fontSize: 'sm' },
  // Sticky on the head, not on each header cell: one composited layer instead of one per column.
  '& thead': { position: 'sticky', top: 0, zIndex: 1 },
  '& th': {
    bg: 'bg.muted',
    textAlign: 'start',
    fontWeight: 'semibold',
    px: 2,
    py: 2,
    borderBottomWidth: '1px',
    borderColor: 'border',
    verticalAlign: 'bottom',
  },
  '& td': { px: 1, py: 1, borderBottomWidth: '1px', borderColor: 'border.muted', verticalAlign: 'top' },
  '& tr[aria-selected=true] td': { bg: 'colorPalette.subtle' },
  // A cell's value as text looks like the field it turns into when it becomes active, so
  // nothing moves when it does.
  '& td input[type=text], & td input[type=date], & td select, & .table-cell-value': {
    width: '100%',
    height: '8',
    px: 2,
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l1',
    bg: 'bg',
    // Typing relayouts and repaints the input alone, not the table around it.
    contain: 'strict',
  },
  '& .table-cell-value': {
    display: 'block',
    lineHeight: 'calc(2rem - 2px)',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    cursor: 'text',
  },
  '& td [aria-invalid=true], & td[aria-invalid=true] .table-cell-value': { borderColor: 'border.error' },
  '& td input[type=checkbox]': { width: '4', height: '4', m: 2 },
  '& .table-check': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    verticalAlign: 'middle',
    width: '4',
    height: '4',
    m: 2,
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'l1',
    bg: 'bg',
    fontSize: 'xs',
    lineHeight: 1,
    cursor: 'pointer',
  },
  '& .table-check[aria-checked=true]': { bg: 'colorPalette.solid', borderColor: 'colorPalette.solid', color: 'colorPalette.contrast' },
  '& td:focus-visible, & td :focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
  '& .table-cell-number input, & .table-cell-number .table-cell-value': { textAlign: 'end' },
  '& .table-cell-text': { display: 'block', px: 2, py: 1, overflowWrap: 'anywhere' },
  '& .table-cell-select': { whiteSpace: 'nowrap', color: 'fg.muted' },
  '& .table-cell-action button': { width: '8', height: '8', borderRadius: 'l1', color: 'fg.error' },
  '& .table-cell-action button[aria-disabled=true]': { color: 'fg.subtle', cursor: 'not-allowed' },
  '& .table-cell-error': { color: 'fg.error', fontSize: 'xs', px: 1, pt: 1 },
  '& .table-required': { color: 'fg.error' },
  '& .table-visually-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
};

const WIDTHS = { boolean: 96, number: 130, integer: 110, date: 170, enum: 180, text: 190, other: 190 };

/** Column widths in pixels (fixed layout: rows scrolled into view never shift the columns). */
export const columnWidth = (kind: keyof typeof WIDTHS) => WIDTHS[kind];
export const SELECT_COLUMN_WIDTH = 72;
export const ACTION_COLUMN_WIDTH = 52;
