import { useCallback, useEffect, useState } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { sessionAtom } from '../../api/session';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { listNews, type NewsItem } from './news-api';
import { PublishNews } from './publish-news';

const inLocale = (text: NewsItem['title'], locale: string) => text[locale as keyof typeof text] || text.en;

/** /news: news and information in the portal's language; staff may publish. */
export function NewsPage() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const [items, setItems] = useState<NewsItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    const { data } = await listNews();
    setFailed(!data);
    setItems(data?.data ?? []);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const locale = intl.locale.split('-')[0];
  return (
    <>
      <PageHeading titleId="titles.newsAndInformation" />
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
      {session?.role === 'staff' && <PublishNews onPublished={load} />}
    </>
  );
}
