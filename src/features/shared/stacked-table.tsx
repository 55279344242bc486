import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColumnHeads } from './column-heads';
import { stackOnPhone } from './stack-on-phone';

/**
 * A list table that stacks into cards on a phone, headed by its columns' names (the messages
 * `<prefix>.<column>`); `children` are its rows: give each cell its column's name (`StackedCell`).
 */
export function StackedTable({ label, prefix, columns, children }: { label?: string; prefix: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" aria-label={label} css={stackOnPhone}>
        <ColumnHeads prefix={prefix} columns={columns} />
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A cell of a `StackedTable`: `label` is shown before the value on a phone (none for actions). */
export function StackedCell({ label, children }: { label?: string; children?: ReactNode }) {
  return <Table.Cell data-label={label}>{children}</Table.Cell>;
}
