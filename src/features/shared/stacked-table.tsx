import { Table, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColumnHeads } from './column-heads';
import { stackOnPhone } from './stack-on-phone';

/**
 * A list table that stacks into cards on a phone, headed by its columns' names (the messages
 * `<prefix>.<column>`); `children` are its rows: give each cell its column's name (`StackedCell`).
 *
 * `widths` (a share of the width per column, `{ customer: '26%' }`) makes the table fit its
 * frame on a wider screen: the columns keep those shares and long values wrap within them,
 * instead of the one line per cell Chakra's scroll frame keeps (nowrap), which pushed the last
 * columns of the staff queue off the right edge at 1,280 px (issue 47).
 */
export function StackedTable({ label, prefix, columns, widths, children }: { label?: string; prefix: string; columns: readonly string[]; widths?: Readonly<Record<string, string>>; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" whiteSpace={widths ? 'normal' : undefined}>
      <Table.Root size="sm" aria-label={label} css={widths ? { ...stackOnPhone, ...fitted } : stackOnPhone}>
        <ColumnHeads prefix={prefix} columns={columns} widths={widths} />
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

// the columns' shares hold from the tablet's width up (a phone stacks the rows into cards,
// where the layout of a table no longer applies)
const fitted: SystemStyleObject = { tableLayout: 'fixed', '& td, & th': { overflowWrap: 'anywhere' } };

/** A cell of a `StackedTable`: `label` is shown before the value on a phone (none for actions). */
export function StackedCell({ label, children }: { label?: string; children?: ReactNode }) {
  return <Table.Cell data-label={label}>{children}</Table.Cell>;
}
