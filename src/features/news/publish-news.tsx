import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { FormCard } from '../shared/form-card';
import { Notice } from '../shared/notice';
import { SendingForm } from '../shared/sending-form';
import { useOutcomeNotice } from '../shared/use-outcome-notice';
import { useFreshForm } from '../shared/use-fresh-form';
import { createNews, type NewNewsItem } from './news-queries';

/** Staff publish a news item in the three portal languages; the list above is read again. */
export function PublishNews() {
  const intl = useIntl();
  const answers = useFreshForm<Partial<NewNewsItem>>({});
  const publishing = useMutation({ ...createNews, onSuccess: () => answers.startAgain() });
  const notice = useOutcomeNotice(publishing, 'news.errorAdding', 'news.added');
  const submit = (body: Partial<NewNewsItem>) => publishing.mutate(body as NewNewsItem);
  return (
    // the form's own title heads the section (a heading of our own said it twice)
    <FormCard as="section" aria-label={intl.formatMessage({ id: 'news.form.title' })} mt={8} maxW="44rem">
      <Notice notice={notice} />
      <SendingForm<Partial<NewNewsItem>> formId="forms/news" answers={answers} sending={publishing} onSubmit={submit} submitId="news.add.save" />
    </FormCard>
  );
}
