import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';
import type { InfiniteData } from '@tanstack/react-query';
import { totalOf, type PageOf } from '../../api/paging';
import { ColumnHeads } from './column-heads';
import { LoadMore, loadMoreOf } from './load-more';

export interface PagedTableProps {
  /** The list's query, read a page at a time (`useInfiniteQuery` of a `pagedQuery`). */
  list: { data?: InfiniteData<PageOf<unknown>>; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** How many rows are shown. */
  shown: number;
  /** Message prefix and ids of the columns (ColumnHeads). */
  prefix: string;
  columns: readonly string[];
  bg?: string;
  /** The rows. */
  children: ReactNode;
}

/** A page-by-page list as a table that scrolls sideways when narrow, with "Load more" under it. */
export function PagedTable({ list, shown, prefix, columns, bg, children }: PagedTableProps) {
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg={bg}>
        <Table.Root size="sm">
          <ColumnHeads prefix={prefix} columns={columns} />
          <Table.Body>{children}</Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <LoadMore {...loadMoreOf(list, shown, totalOf(list.data))} />
    </>
  );
}
