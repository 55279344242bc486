import { useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorSchema, FieldPathList } from '@rjsf/utils';
import type { Row } from './apply-paste';
import { startPasteJob, type PasteJob } from './paste-job';
import type { CellValue, TableColumn } from './columns';
import { withoutRows } from './error-schema';
import { isBlankRow } from './blank-row';
import type { CellPosition } from './grid-navigation';
import type { RowActions } from './row-actions';
import type { RowKeys } from './use-row-keys';

export interface TableState {
  /** Keeps a cell edit until the form is handed it (see usePendingEdits). */
  edit: (row: number, key: string, value: CellValue) => void;
  /** Drops the pending edits, for a change that hands over rows already holding them. */
  discard: () => void;
  /** Hands the pending edits to the form now and gives the rows as they now are. */
  flush: () => readonly Row[];
  /** Hands the pending edits to the form once the next frame is out. */
  flushAfterFrame: () => void;
  /** The rows as they are now (a paste under way finished first), kept as the rows to hand over. */
  take: () => readonly Row[];
  /** Shows rows not handed over yet (a paste under way); `finish` completes them at once. */
  stage: (rows: readonly Row[], finish?: () => void) => void;
  keys: RowKeys;
  columns: readonly TableColumn[];
  errorSchema?: ErrorSchema;
  path: FieldPathList;
  minItems: number;
  maxItems: number;
  firstCol: number;
  newRow: () => Row;
  onChange: (value: unknown, path: FieldPathList, errorSchema?: ErrorSchema) => void;
  /** Records that a cell was left, so its messages may show. */
  touch: (id: string) => void;
  /** Message id said after rows are deleted (`{count}`); the table's own by default. */
  doneMessage?: string;
}

/**
 * New rows for a paste: copies of one row with the row schema's defaults, made once (making
 * it walks the row schema, which for thousands of rows took longer than the paste itself).
 */
function copiesOf(template: Row): () => Row {
  const nested = Object.values(template).some((value) => value !== null && typeof value === 'object');
  return nested ? () => structuredClone(template) : () => ({ ...template });
}

/**
 * The table's changes to its rows, as callbacks that never change identity: they read the
 * latest rows from a ref, so rows and cells that receive them stay memoised.
 */
export function useTableActions(state: TableState, setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>) {
  const intl = useIntl();
  const latest = useRef(state);
  latest.current = state;
  const [announcement, setAnnouncement] = useState('');
  // The key of a row Enter added below the last one: it goes again if it is left empty.
  const provisional = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<CellPosition | null>(null);
  /** A paste under way: how many of its rows are in. */
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const api = useMemo(() => {
    const say = (id: string, values: Record<string, number>) => setAnnouncement(intl.formatMessage({ id }, values));

    const removeRows = (removed: ReadonlySet<number>) => {
      const { keys, errorSchema, path, minItems, onChange, discard, take } = latest.current;
      const rows = take();
      if (removed.size === 0 || rows.length - removed.size < minItems) return;
      const gone = new Set([...removed].map((i) => keys.list[i]));
      keys.expect(keys.list.filter((_, i) => !removed.has(i)));
      discard();
      onChange(
        rows.filter((_, i) => !removed.has(i)),
        path,
        withoutRows(errorSchema, removed),
      );
      setSelected((prev) => new Set([...prev].filter((key) => !gone.has(key))));
      say(latest.current.doneMessage ?? 'renderers.table.rowsDeleted', { count: removed.size });
      const left = rows.length - removed.size;
      if (left > 0) setFocusRequest({ row: Math.min(Math.min(...removed), left - 1), col: latest.current.firstCol });
    };

    const actions: RowActions = {
      commit: (row, key, value) => latest.current.edit(row, key, value),
      blur: (id) => latest.current.touch(id),
      paste: (row, column, cells) => {
        const { columns, maxItems, newRow, take, stage, flush, flushAfterFrame } = latest.current;
        // Thousands of rows are pasted in slices (see startPasteJob): the table shows them as
        // they come, with the progress, and hands them to the form once, when all are in.
        const job: PasteJob = startPasteJob({
          rows: take(),
          columns,
          startRow: row,
          startColumn: column,
          cells,
          maxItems,
          newRow: copiesOf(newRow()),
          onProgress: (shown, done, total) => {
            stage(shown, () => job.finish());
            setProgress({ done, total });
          },
          onDone: (result, atOnce) => {
            stage(result.rows);
            setProgress(null);
            if (result.clipped) say('renderers.table.pasteClipped', { count: result.pastedRows, max: maxItems });
            else say('renderers.table.pasted', { count: result.pastedRows });
            if (atOnce) flush();
            else flushAfterFrame();
          },
        });
      },
      toggleSelected: (row) => {
        const key = latest.current.keys.list[row];
        setSelected((prev) => {
          const next = new Set(prev);
          if (!next.delete(key)) next.add(key);
          return next;
        });
      },
      deleteRow: (row) => removeRows(new Set([row])),
    };

    /** Adds a row at the end and focuses its first cell; answers the new row's key. */
    const addRow = (): string | null => {
      const { keys, maxItems, newRow, path, onChange, firstCol, flush } = latest.current;
      // an edit made a moment ago (Enter in the last row commits and adds) is in no render yet
      const rows = flush();
      if (rows.length >= maxItems) return null;
      const key = keys.create();
      keys.expect([...keys.list, key]);
      onChange([...rows, newRow()], path);
      setFocusRequest({ row: rows.length, col: firstCol });
      return key;
    };

    // A row is blank when it holds nothing but what a new row starts with (a missing row is not).
    const isBlank = (row: Row | undefined) => row !== undefined && isBlankRow(row, latest.current.newRow());

    /**
     * Enter in the last row, as in a spreadsheet: a new row below, unless the last row is
     * itself still blank (Enter held down adds no row after row).
     */
    const addRowBelow = (): boolean => {
      const rows = latest.current.take();
      if (isBlank(rows[rows.length - 1])) return false;
      provisional.current = addRow();
      return provisional.current !== null;
    };

    /** A row Enter added and the person left blank goes again, silently, focus staying where it went. */
    const dropIfBlank = (row?: number) => {
      const key = provisional.current;
      if (!key) return;
      const { keys, errorSchema, path, onChange, discard, take } = latest.current;
      const index = keys.list.indexOf(key);
      if (index < 0 || (row !== undefined && row !== index)) return;
      provisional.current = null;
      const rows = take();
      if (!isBlank(rows[index])) return;
      keys.expect(keys.list.filter((_, i) => i !== index));
      discard();
      onChange(
        rows.filter((_, i) => i !== index),
        path,
        withoutRows(errorSchema, new Set([index])),
      );
    };

    const selectAll = (all: boolean) => setSelected(all ? new Set(latest.current.keys.list) : new Set());

    const deleteSelected = (selected: ReadonlySet<string>) => {
      const { keys } = latest.current;
      removeRows(new Set(keys.list.flatMap((key, i) => (selected.has(key) ? [i] : []))));
    };

    return { actions, addRow: () => void addRow(), addRowBelow, dropIfBlank, selectAll, deleteSelected };
  }, [intl, setSelected]);

  return { ...api, announcement, focusRequest, progress };
}
