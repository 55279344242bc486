import { useState } from 'react';
import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CatalogForm } from '../../forms/catalog-form';
import { failureNotice, Notice, type NoticeMessage } from '../shared/notice';
import { useKnownMessage } from '../shared/use-known-message';
import { createNews, type NewNewsItem } from './news-api';

/** Staff publish a news item in the three portal languages. */
export function PublishNews({ onPublished }: { onPublished: () => void }) {
  const intl = useIntl();
  const known = useKnownMessage();
  const [data, setData] = useState<Partial<NewNewsItem>>({});
  const [busy, setBusy] = useState(false);
  const [published, setPublished] = useState(0);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const submit = async (body: Partial<NewNewsItem>) => {
    setBusy(true);
    const { data: created, error } = await createNews(body as NewNewsItem);
    setBusy(false);
    if (!created) return setNotice(failureNotice(error, 'news.errorAdding', known));
    setData({});
    setPublished((n) => n + 1);
    setNotice({ kind: 'success', id: 'news.added' });
    onPublished();
  };
  return (
    <Box as="section" aria-labelledby="publish-news" bg="white" p={{ base: 3, md: 6 }} borderWidth="1px" borderRadius="md" mt={8} maxW="44rem">
      <Heading as="h2" size="md" id="publish-news" mb={3}>
        {intl.formatMessage({ id: 'news.form.title' })}
      </Heading>
      <Notice notice={notice} />
      <CatalogForm<Partial<NewNewsItem>>
        key={published}
        formId="forms/news"
        formData={data}
        onChange={setData}
        onSubmit={submit}
        busy={busy}
        submitId="news.add.save"
      />
    </Box>
  );
}
