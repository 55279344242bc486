import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useInfiniteQuery } from '@tanstack/react-query';
import { itemsOf } from '../../api/paging';
import { LoadMore, loadMoreOf } from '../shared/load-more';
import { useIntl } from 'react-intl';
import { sessionAtom } from '../../api/session';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { newsQuery, type NewsItem } from './news-queries';
import { PublishNews } from './publish-news';
import { organicIsOnlyForGreece } from '../shared/countries';

const inLocale = (text: NewsItem['title'], locale: string) => text[locale as keyof typeof text] || text.en;

/** /news: news and information in the portal's language; staff may publish. */
export function NewsPage() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const list = useInfiniteQuery(newsQuery());
  const failed = list.isError;
  const items = list.isPending ? null : (itemsOf(list.data) ?? []);
  const locale = intl.locale.split('-')[0];
  return (
    <>
      <PageHeading titleId="titles.newsAndInformation" />
      {/* the news speak of organic certification, which a farmer in Spain cannot apply for */}
      {organicIsOnlyForGreece(session) && (
        <Text mb={4} maxW="48rem" fontSize="sm" color="fg.muted" data-testid="organic-greece-only">
          {intl.formatMessage({ id: 'news.organicGreeceOnly' })}
        </Text>
      )}
      {failed && <Notice notice={{ kind: 'error', id: 'news.errorLoading' }} />}
      {items === null && <Text role="status">{intl.formatMessage({ id: 'news.loading' })}</Text>}
      {items?.length === 0 && !failed && <Text>{intl.formatMessage({ id: 'news.empty' })}</Text>}
      <Stack gap={4} maxW="48rem">
        {items?.map((item) => (
          <Box as="article" key={item.id} bg="white" p={{ base: 3, md: 5 }} borderWidth="1px" borderRadius="md">
            <Heading as="h2" size="md">
              {inLocale(item.title, locale)}
            </Heading>
            <Text fontSize="sm" color="gray.600" mb={2}>
              <time dateTime={item.published_at}>{intl.formatDate(item.published_at, { dateStyle: 'long' })}</time>
            </Text>
            <Text whiteSpace="pre-line">{inLocale(item.body, locale)}</Text>
          </Box>
        ))}
      </Stack>
      {items && list.hasNextPage && <LoadMore {...loadMoreOf(list, items.length)} />}
      {session?.role === 'staff' && <PublishNews />}
    </>
  );
}
