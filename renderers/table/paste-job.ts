import { pasteExtent, pasteRow, type PasteResult, type Row } from './apply-paste';
import type { TableColumn } from './columns';

/**
 * Main-thread time one slice of a paste may take before the browser gets its turn (to draw a
 * frame, to handle a key): half a frame.
 */
export const PASTE_SLICE_MS = 8;

export interface PasteJobOptions {
  rows: readonly Row[];
  columns: readonly TableColumn[];
  startRow: number;
  /** The data column the paste starts at. */
  startColumn: number;
  cells: readonly string[][];
  maxItems?: number;
  newRow: () => Row;
  /** After a slice that leaves rows to do: the rows so far (a new array), and how many of `total` are in. */
  onProgress: (rows: readonly Row[], done: number, total: number) => void;
  /**
   * Called once, with every row in: `atOnce` when that happened within `startPasteJob` or
   * `finish` (the caller is still in the event that asked for it), not in a later task.
   */
  onDone: (result: PasteResult, atOnce: boolean) => void;
  sliceMs?: number;
}

export interface PasteJob {
  /** Pastes the rows left now, in this task (the form needs them: a submit, the table going away). */
  finish: () => void;
  /** Stops without pasting the rest. */
  cancel: () => void;
}

/** Runs `then` in a task of its own, soon (a MessageChannel: no 4 ms clamp as for nested timeouts). */
function nextTask(then: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}

/** A hidden page draws no frames: after this long without one, the paste goes on all the same. */
const FRAME_WAIT_MS = 100;

/**
 * Runs `then` in a task just after the next frame, so each slice of rows (and the progress)
 * is on screen before the next one starts: tasks in a row alone do not make the browser draw.
 */
function afterNextFrame(then: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') return nextTask(then);
  let cancelTask = () => {};
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    cancelTask = nextTask(then);
  };
  const frame = requestAnimationFrame(start);
  const timer = setTimeout(start, FRAME_WAIT_MS);
  return () => {
    started = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    cancelTask();
  };
}

/**
 * A spreadsheet paste written into the rows in slices of about `sliceMs` each, one slice per
 * frame, so a paste of thousands of rows never holds the page for one long task: the table
 * shows the rows as they arrive, and key presses come between slices. A paste that
 * fits in one slice (the usual few rows) is done before `startPasteJob` returns.
 */
export function startPasteJob(options: PasteJobOptions): PasteJob {
  const { columns, startRow, startColumn, cells, newRow, onProgress, onDone, sliceMs = PASTE_SLICE_MS } = options;
  const { pastedRows, clipped } = pasteExtent(options.rows.length, startRow, cells.length, options.maxItems);
  const rows = options.rows.slice();
  let done = 0;
  let over = false;
  let cancelTask = () => {};

  const run = (until: number, atOnce: boolean) => {
    while (done < pastedRows) {
      const index = startRow + done;
      rows[index] = pasteRow(rows[index], columns, startColumn, cells[done], newRow);
      done += 1;
      // the clock is read every few rows: reading it costs about as much as a row
      if (done % 16 === 0 && performance.now() > until) break;
    }
    if (done < pastedRows) {
      onProgress(rows.slice(), done, pastedRows);
      cancelTask = afterNextFrame(() => run(performance.now() + sliceMs, false));
      return;
    }
    over = true;
    onDone({ rows, pastedRows, clipped }, atOnce);
  };
  run(performance.now() + sliceMs, true);

  return {
    finish: () => {
      if (over) return;
      cancelTask();
      run(Number.POSITIVE_INFINITY, true);
    },
    cancel: () => {
      over = true;
      cancelTask();
    },
  };
}
