import { Table } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/**
 * A list table's header row: a column header per column, named by the message
 * `<prefix>.<column>`. `before` goes first (a "select all" box); `widths`: a column's share of
 * a table of fixed layout (StackedTable).
 */
export function ColumnHeads({ prefix, columns, before, widths }: { prefix: string; columns: readonly string[]; before?: React.ReactNode; widths?: Readonly<Record<string, string>> }) {
  return (
    <Table.Header>
      <Table.Row>
        {before}
        {columns.map((column) => (
          <Table.ColumnHeader key={column} width={widths?.[column]}>
            <FormattedMessage id={`${prefix}.${column}`} />
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
