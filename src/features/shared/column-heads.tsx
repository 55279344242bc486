import { Table } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/**
 * A list table's header row: a column header per column, named by the message
 * `<prefix>.<column>`. `before` goes first (a "select all" box).
 */
export function ColumnHeads({ prefix, columns, before }: { prefix: string; columns: readonly string[]; before?: React.ReactNode }) {
  return (
    <Table.Header>
      <Table.Row>
        {before}
        {columns.map((column) => (
          <Table.ColumnHeader key={column}>
            <FormattedMessage id={`${prefix}.${column}`} />
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
