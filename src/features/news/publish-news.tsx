import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { CatalogForm } from '../../forms/catalog-form';
import { FormCard } from '../shared/form-card';
import { Notice } from '../shared/notice';
import { useFailureNotice } from '../shared/use-failure-notice';
import { useFreshForm } from '../shared/use-fresh-form';
import { createNews, type NewNewsItem } from './news-queries';

/** Staff publish a news item in the three portal languages; the list above is read again. */
export function PublishNews() {
  const intl = useIntl();
  const failed = useFailureNotice();
  const { data, setData, formKey, startAgain } = useFreshForm<Partial<NewNewsItem>>({});
  const publishing = useMutation({
    ...createNews,
    onSuccess: () => startAgain(),
  });
  const notice = publishing.isSuccess ? { kind: 'success' as const, id: 'news.added' } : publishing.error ? failed(publishing.error, 'news.errorAdding') : null;
  const submit = (body: Partial<NewNewsItem>) => publishing.mutate(body as NewNewsItem);
  return (
    // the form's own title heads the section (a heading of our own said it twice)
    <FormCard as="section" aria-label={intl.formatMessage({ id: 'news.form.title' })} mt={8} maxW="44rem">
      <Notice notice={notice} />
      <CatalogForm<Partial<NewNewsItem>>
        key={formKey}
        formId="forms/news"
        formData={data}
        onChange={setData}
        onSubmit={submit}
        busy={publishing.isPending}
        submitId="news.add.save"
      />
    </FormCard>
  );
}
