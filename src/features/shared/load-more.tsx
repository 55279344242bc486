import { useId } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListTotal } from '../../api/paging';

interface LoadMoreProps {
  /** How many items are shown. */
  shown: number;
  /** How many the list has, when the server tells (`more`: more than that many). */
  total?: ListTotal;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** What the list is, where a page holds several ("Assigned customers: Νίκος Αλεξίου"): the button's name says it, so no two buttons share a name. */
  of?: string;
}

/**
 * Under a paged list: how many of how many are shown, and a "Load more" button while there is
 * more. The count is a polite live region, so a screen reader hears it grow; the button keeps
 * the focus, so the keyboard goes on from where it was.
 */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore, of }: LoadMoreProps) {
  const countId = useId();
  const intl = useIntl();
  return (
    <HStack gap={4} wrap="wrap" justify="space-between">
      <Text id={countId} role="status" color="gray.700">
        {total === undefined ? (
          <FormattedMessage id="app.list.shown" values={{ shown }} />
        ) : total.more ? (
          <FormattedMessage id="app.list.countMore" values={{ shown, total: total.count }} />
        ) : (
          <FormattedMessage id="app.list.count" values={{ shown, total: total.count }} />
        )}
      </Text>
      {hasMore && (
        // not `disabled` while loading: a disabled button would drop the keyboard's focus
        <Button
          variant="outline"
          colorPalette="green"
          aria-label={of ? intl.formatMessage({ id: 'app.list.loadMoreOf' }, { of }) : undefined}
          aria-busy={loading}
          aria-describedby={countId}
          onClick={() => (loading ? undefined : onLoadMore())}
        >
          <FormattedMessage id="app.list.loadMore" />
        </Button>
      )}
    </HStack>
  );
}

/** The props of `LoadMore` for an infinite query of a paged list. */
export function loadMoreOf(
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown },
  shown: number,
  total?: ListTotal,
): LoadMoreProps {
  return { shown, total, hasMore: query.hasNextPage, loading: query.isFetchingNextPage, onLoadMore: () => void query.fetchNextPage() };
}
