import type { KeyboardEvent } from 'react';
import { navMoveFor, type CellControl, type NavMove } from './grid-navigation';

/** The grid position of the element holding focus, from its data-row / data-col. */
export function cellOf(element: EventTarget | null): { row: number; col: number } | null {
  if (!(element instanceof HTMLElement) || element.dataset.row === undefined) return null;
  return { row: Number(element.dataset.row), col: Number(element.dataset.col) };
}

function controlOf(element: HTMLElement): CellControl {
  if (element instanceof HTMLSelectElement) return 'select';
  if (element instanceof HTMLButtonElement) return 'button';
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox') return 'checkbox';
    if (element.type === 'date') return 'date';
    // Until something is typed, a text cell behaves as a cell of a spreadsheet: arrows
    // leave it; once editing, they move the caret first.
    return element.dataset.editing === 'true' ? 'text' : 'cell';
  }
  return 'cell';
}

/** The move a key press on a cell asks for (see navMoveFor), reading the caret from the DOM. */
export function moveForEvent(event: KeyboardEvent<HTMLElement>): NavMove | null {
  const element = event.target as HTMLElement;
  const control = controlOf(element);
  let caretAtStart = false;
  let caretAtEnd = false;
  if (control === 'text') {
    const input = element as HTMLInputElement;
    const collapsed = input.selectionStart === input.selectionEnd;
    caretAtStart = collapsed && input.selectionStart === 0;
    caretAtEnd = collapsed && input.selectionEnd === input.value.length;
  }
  return navMoveFor({
    key: event.key,
    shiftKey: event.shiftKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    control,
    caretAtStart,
    caretAtEnd,
  });
}

let movingWithin = false;

/**
 * Blurs the field of the cell being left for another cell of the same grid, so that it keeps
 * what was typed before the next cell becomes active. Such a blur has no `relatedTarget`, as
 * when focus leaves the page: `isFocusMovingWithin` tells the table it stays, so it keeps the
 * edit with its others rather than handing them to the form on every cell left.
 */
export function blurForMove(element: HTMLElement) {
  movingWithin = true;
  try {
    element.blur();
  } finally {
    movingWithin = false;
  }
}

/** Whether the focus leaving a field now is moving to another cell of the grid (see blurForMove). */
export const isFocusMovingWithin = () => movingWithin;
