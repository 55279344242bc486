import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CatalogForm } from '../../forms/catalog-form';
import { Notice } from '../shared/notice';
import { useFailureNotice } from '../shared/use-failure-notice';
import { createNews, type NewNewsItem } from './news-queries';

/** Staff publish a news item in the three portal languages; the list above is read again. */
export function PublishNews() {
  const intl = useIntl();
  const failed = useFailureNotice();
  const [data, setData] = useState<Partial<NewNewsItem>>({});
  const [published, setPublished] = useState(0);
  const publishing = useMutation({
    ...createNews,
    onSuccess: () => {
      setData({});
      setPublished((n) => n + 1);
    },
  });
  const notice = publishing.isSuccess ? { kind: 'success' as const, id: 'news.added' } : publishing.error ? failed(publishing.error, 'news.errorAdding') : null;
  const submit = (body: Partial<NewNewsItem>) => publishing.mutate(body as NewNewsItem);
  return (
    // the form's own title heads the section (a heading of our own said it twice)
    <Box as="section" aria-label={intl.formatMessage({ id: 'news.form.title' })} bg="white" p={{ base: 3, md: 6 }} borderWidth="1px" borderRadius="md" mt={8} maxW="44rem">
      <Notice notice={notice} />
      <CatalogForm<Partial<NewNewsItem>>
        key={published}
        formId="forms/news"
        formData={data}
        onChange={setData}
        onSubmit={submit}
        busy={publishing.isPending}
        submitId="news.add.save"
      />
    </Box>
  );
}
