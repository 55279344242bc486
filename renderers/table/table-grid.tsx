import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { measureElement, useVirtualizer, observeElementRect, type Virtualizer } from '@tanstack/react-virtual';
import type { ErrorSchema } from '@rjsf/utils';
import type { TableColumn } from './columns';
import type { RowAt } from './use-pending-edits';
import type { RowActions } from './row-actions';
import type { CellPosition } from './grid-navigation';
import { useRovingFocus } from './use-roving-focus';
import { TableHeader } from './table-header';
import { TableRow } from './table-row';
import { ACTION_COLUMN_WIDTH, columnWidth, ESTIMATED_ROW_HEIGHT, SELECT_COLUMN_WIDTH, VIEWPORT_HEIGHT } from './table-styles';
import './table.css';

export interface TableGridProps {
  rowCount: number;
  /** A row as shown (with the edits the form has not been handed yet): asked for the rows in view only. */
  rowAt: RowAt;
  rowKeys: readonly string[];
  columns: readonly TableColumn[];
  errorSchema?: ErrorSchema;
  showErrors: (cellId: string) => boolean;
  editable: boolean;
  selected: ReadonlySet<string>;
  canDelete: boolean;
  deleteHintId: string;
  idPrefix: string;
  labelledBy: string;
  describedBy: string;
  actions: RowActions;
  onSelectAll: (selected: boolean) => void;
  /** Set by the table to move focus to a cell (after adding a row, for instance). */
  focusRequest: CellPosition | null;
  /** Enter in the last row adds a row (as in a spreadsheet), when rows may be added; false when it added none. */
  onAddRow?: () => boolean;
  /** The active cell left a row (by index): a blank row Enter added goes again. */
  onRowLeft?: (row: number) => void;
}

// Where nothing is laid out (jsdom, a hidden tab) the area is taken to be its CSS height,
// so a window of rows is still rendered.
const observeRect: typeof observeElementRect = (instance, callback) =>
  observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { ...rect, height: VIEWPORT_HEIGHT }));

// A row measured 0 high is not laid out (jsdom, a table in a hidden part of the page): taking
// it for 0 would bring every row of the table into the window, and measure those, and so on.
const measureRow: typeof measureElement<HTMLTableRowElement> = (element, entry, instance) => {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : ESTIMATED_ROW_HEIGHT;
};

const OVERSCAN = 2;
const INITIAL_RECT = { width: 0, height: VIEWPORT_HEIGHT };
const estimateSize = () => ESTIMATED_ROW_HEIGHT;
const showNothing = () => false;

/**
 * A cell that took focus under the sticky head (↑ to a row scrolled just above it: the browser
 * scrolls a focused element into the box, not below what sticks over it) is scrolled down to
 * below the head: focus always visible (WCAG 2.4.11).
 */
function revealBelowHead(target: EventTarget, scroller: HTMLElement | null, head: HTMLElement | null): void {
  if (!scroller || !head || !(target instanceof Element) || head.contains(target)) return;
  const cell = target.closest('td') ?? target;
  const hidden = head.getBoundingClientRect().bottom - cell.getBoundingClientRect().top;
  if (hidden > 0) scroller.scrollTop -= hidden;
}

/**
 * The rows as an ARIA grid with one roving tab stop. Only the rows in view (and a few
 * around) are in the DOM; arrow keys, Enter, Home/End and Page Up/Down move between cells,
 * scrolling the target row into view first when it is not rendered.
 */
export function TableGrid(props: TableGridProps) {
  const { rowCount, rowAt, rowKeys, columns, errorSchema, editable, selected } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [headHeight, setHeadHeight] = useState(40);
  const colCount = columns.length + (editable ? 2 : 0);
  const getScrollElement = useCallback(() => scrollRef.current, []);

  // A new getItemKey makes the virtualizer recompute the offsets of every row: it changes
  // only when the keys do (rows added or removed), not on every render of the grid.
  const getItemKey = useCallback((index: number) => rowKeys[index] ?? index, [rowKeys]);
  const virtualizer: Virtualizer<HTMLDivElement, HTMLTableRowElement> = useVirtualizer({
    count: rowCount,
    getScrollElement,
    estimateSize,
    getItemKey,
    // Every rendered row adds ten form controls, and Chrome's autofill walks all controls of
    // the form on each focus change and after each typed character: few rows beyond the view.
    overscan: OVERSCAN,
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    observeElementRect: observeRect,
    measureElement: measureRow,
    // The first render already fills the area: without this the virtualizer starts from an
    // empty rect and a second render, a frame later, adds the rows in view.
    initialRect: INITIAL_RECT,
    // React 19 warns about flushSync during rendering; a frame of delay is invisible here.
    useFlushSync: false,
  });

  useLayoutEffect(() => {
    const height = headRef.current?.offsetHeight;
    if (height && height !== headHeight) setHeadHeight(height);
  }, [columns, headHeight]);

  const focus = useRovingFocus({
    container: scrollRef,
    scrollToRow: (row) => virtualizer.scrollToIndex(row, { align: 'auto' }),
    rowCount,
    colCount,
    pageSize: Math.max(1, Math.floor(VIEWPORT_HEIGHT / ESTIMATED_ROW_HEIGHT) - 1),
    columns,
    firstCol: editable ? 1 : 0,
    idPrefix: props.idPrefix,
    onEnterBelowLast: props.onAddRow,
    onRowLeft: props.onRowLeft,
    focusRequest: props.focusRequest,
  });

  const rowErrors = (errorSchema ?? {}) as Record<number, ErrorSchema | undefined>;
  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start - headHeight : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - headHeight) : 0;
  const spacer = (height: number) => (
    <tr aria-hidden="true">
      <td colSpan={colCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
  return (
    // scroll-padding: what the browser scrolls into view (a focused cell, a found text) stops below the sticky head
    <div ref={scrollRef} className="table-grid" style={{ maxHeight: VIEWPORT_HEIGHT, scrollPaddingTop: headHeight }}>
      <table
        role="grid"
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy}
        aria-rowcount={rowCount + 1}
        aria-colcount={colCount}
        aria-readonly={!editable || undefined}
        aria-multiselectable={editable || undefined}
        onKeyDown={focus.onKeyDown}
        onFocus={(event) => {
          focus.onFocus(event);
          revealBelowHead(event.target, scrollRef.current, headRef.current);
        }}
      >
        <colgroup>
          {editable && <col style={{ width: SELECT_COLUMN_WIDTH }} />}
          {columns.map((column) => (
            <col key={column.key} style={{ width: columnWidth(column.kind) }} />
          ))}
          {editable && <col style={{ width: ACTION_COLUMN_WIDTH }} />}
        </colgroup>
        <TableHeader
          columns={columns}
          editable={editable}
          rowCount={rowCount}
          selectedCount={selected.size}
          onSelectAll={props.onSelectAll}
          headRef={headRef}
        />
        <tbody>
          {top > 0 && spacer(top)}
          {items.map((item) => (
            <TableRow
              key={item.key}
              index={item.index}
              row={rowAt(item.index)}
              columns={columns}
              errors={rowErrors[item.index]}
              // showErrors changes whenever a cell is left; only rows with errors need it.
              showErrors={rowErrors[item.index] ? props.showErrors : showNothing}
              editable={editable}
              selected={selected.has(rowKeys[item.index])}
              activeCol={item.index === focus.activeRow ? focus.activeCol : -1}
              canDelete={props.canDelete}
              deleteHintId={props.deleteHintId}
              idPrefix={props.idPrefix}
              actions={props.actions}
              measureRef={virtualizer.measureElement}
            />
          ))}
          {bottom > 0 && spacer(bottom)}
        </tbody>
      </table>
    </div>
  );
}
