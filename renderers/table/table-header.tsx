import { memo, useEffect, useRef, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { TableColumn } from './columns';

export interface TableHeaderProps {
  columns: readonly TableColumn[];
  editable: boolean;
  rowCount: number;
  selectedCount: number;
  onSelectAll: (selected: boolean) => void;
  headRef: Ref<HTMLTableSectionElement>;
}

/** Column headers (required ones marked) and the select-all checkbox; memoised like the toolbar. */
export const TableHeader = memo(function TableHeader({ columns, editable, rowCount, selectedCount, onSelectAll, headRef }: TableHeaderProps) {
  const intl = useIntl();
  const selectAll = useRef<HTMLInputElement>(null);
  const some = selectedCount > 0 && selectedCount < rowCount;
  useEffect(() => {
    // indeterminate exists only as a DOM property
    if (selectAll.current) selectAll.current.indeterminate = some;
  }, [some]);
  const required = intl.formatMessage({ id: 'renderers.table.required' });
  return (
    <thead ref={headRef}>
      <tr aria-rowindex={1}>
        {editable && (
          <th scope="col" className="table-cell-select">
            <input
              ref={selectAll}
              type="checkbox"
              // one tab stop for the grid (its active cell): the up arrow from the first row's
              // tick box reaches this one, the down arrow goes back
              tabIndex={-1}
              data-select-all=""
              checked={rowCount > 0 && selectedCount === rowCount}
              disabled={rowCount === 0}
              onChange={(event) => onSelectAll(event.target.checked)}
              aria-label={intl.formatMessage({ id: 'renderers.table.selectAll' })}
            />
          </th>
        )}
        {columns.map((column) => (
          <th key={column.key} scope="col">
            {column.title}
            {/* A tick box is always answered (unticked is "no"): no "required" mark. */}
            {column.required && column.kind !== 'boolean' && (
              <>
                <span aria-hidden="true" className="table-required">
                  {' *'}
                </span>
                <span className="table-visually-hidden">{` (${required})`}</span>
              </>
            )}
          </th>
        ))}
        {editable && (
          <th scope="col" className="table-cell-action">
            <span className="table-visually-hidden">{intl.formatMessage({ id: 'renderers.table.actions' })}</span>
          </th>
        )}
      </tr>
    </thead>
  );
});
