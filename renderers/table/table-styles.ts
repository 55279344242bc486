/** Row height before a row is measured (one line of text); rows with wrapped text or messages grow and are measured once rendered. */
export const ESTIMATED_ROW_HEIGHT = 41;
/** Height of the scrolling area; also the window size assumed where nothing is laid out (jsdom). */
export const VIEWPORT_HEIGHT = 480;

const WIDTHS = { boolean: 96, number: 130, integer: 110, date: 170, enum: 180, choices: 220, text: 190, other: 190 };

/** Column widths in pixels (fixed layout: rows scrolled into view never shift the columns). */
export const columnWidth = (kind: keyof typeof WIDTHS) => WIDTHS[kind];
export const SELECT_COLUMN_WIDTH = 72;
export const ACTION_COLUMN_WIDTH = 52;
