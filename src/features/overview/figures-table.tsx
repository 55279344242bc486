import type { ReactNode } from 'react';
import { Table, type SystemStyleObject } from '@chakra-ui/react';
import { PHONE, stackOnPhone } from '../shared/stack-on-phone';

// On a phone each row is a card: its name above, each figure beside its column's name (as the
// portal's lists do), so no figure hides off the right edge; the table stays a table for
// screen readers and for copying on a wider screen.
const figuresOnPhone: SystemStyleObject = {
  ...stackOnPhone,
  [PHONE]: {
    ...(stackOnPhone[PHONE] as SystemStyleObject),
    '& caption': { display: 'block' },
    '& th[scope=row]': { display: 'block', fontWeight: 'semibold', paddingBlock: '1', borderBottomWidth: '0', whiteSpace: 'normal', overflowWrap: 'anywhere' },
    '& td': { display: 'flex', justifyContent: 'space-between', gap: '3', borderBottomWidth: '0', paddingBlock: '0.5' },
    '& td[data-label]::before': { content: 'attr(data-label)', color: 'gray.700', textAlign: 'start' },
  },
};

export interface FigureRow {
  key: string;
  /** The row's name (its header cell), then its figures. */
  head: ReactNode;
  cells: ReactNode[];
}

/**
 * A chart's figures as a table beside it: what a screen reader reads and what copies into a
 * spreadsheet. The caption names it; the first column heads each row. On a phone each row
 * stacks into a card (figuresOnPhone).
 */
export function FiguresTable({ caption, heads, rows, testId }: { caption: string; heads: string[]; rows: FigureRow[]; testId?: string }) {
  return (
    // focusable and named, so that a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable)
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" maxW="full" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" data-testid={testId} css={figuresOnPhone}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="medium" color="gray.700" mb={1}>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {heads.map((head, i) => (
              <Table.ColumnHeader key={head} textAlign={i === 0 ? 'start' : 'end'} scope="col">
                {head}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {row.head}
              </Table.Cell>
              {row.cells.map((cell, i) => (
                <Table.Cell key={i} textAlign="end" fontVariantNumeric="tabular-nums" data-label={heads[i + 1]}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
