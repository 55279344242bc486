import { Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { itemsOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { markRead, notificationsQuery, type Notification } from './notifications-queries';
import { noticeValues } from './notice-values';

/** /notifications: the user's notifications, newest first, each marked read on request. */
export function NotificationsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useInfiniteQuery(notificationsQuery());
  const failed = list.isError;
  const items = list.isPending ? null : (itemsOf(list.data) ?? []);
  const { mutate: read } = useMutation(markRead);
  // A message the client does not know (a newer server) still reads as something.
  const text = (n: Notification) =>
    intl.messages[n.message_id] !== undefined ? intl.formatMessage({ id: n.message_id }, noticeValues(n.params as Record<string, unknown>)) : n.message_id;
  const anyUnread = items?.some((n) => !n.read);
  return (
    <>
      <PageHeading titleId="titles.notifications">
        {anyUnread && (
          <Button size="sm" variant="outline" onClick={() => read(undefined)}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </PageHeading>
      {failed && <Notice notice={{ kind: 'error', id: 'notifications.errorLoading' }} />}
      {items === null && <Text role="status">{t('notifications.loading')}</Text>}
      {items?.length === 0 && !failed && <Text>{t('notifications.empty')}</Text>}
      <Stack as="ul" gap={3} maxW="48rem" listStyleType="none">
        {items?.map((n) => (
          <Box as="li" key={n.id} bg={n.read ? 'white' : 'green.50'} p={{ base: 3, md: 4 }} borderWidth="1px" borderRadius="md" data-testid="notification">
            <Flex gap={3} justify="space-between" wrap="wrap" align="center">
              <Box flex="1 1 16rem">
                {!n.read && (
                  <Badge colorPalette="green" me={2}>
                    {t('notifications.unreadLabel')}
                  </Badge>
                )}
                <Text as="span">{text(n)}</Text>
                <Text fontSize="sm" color="gray.600">
                  <time dateTime={n.created_at}>{intl.formatDate(n.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                </Text>
              </Box>
              <Flex gap={2}>
                {n.link && (
                  <Link asChild colorPalette="green" fontSize="sm">
                    <RouterLink to={n.link} onClick={() => read([n.id])}>
                      {t('notifications.open')}
                    </RouterLink>
                  </Link>
                )}
                {!n.read && (
                  <Button size="xs" variant="outline" onClick={() => read([n.id])}>
                    {t('notifications.markRead')}
                  </Button>
                )}
              </Flex>
            </Flex>
          </Box>
        ))}
      </Stack>
      {items && list.hasNextPage && <LoadMore {...loadMoreOf(list, items.length)} />}
    </>
  );
}
