import { useMutation } from '@tanstack/react-query';
import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { CatalogForm } from '../../forms/catalog-form';
import { FormCard } from '../shared/form-card';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useFailureNotice } from '../shared/use-failure-notice';
import { useFreshForm } from '../shared/use-fresh-form';

interface ContactMessage {
  subject: string;
  description: string;
}

/** /contact: a message to the certification body; what was typed stays until it is sent. */
export function ContactPage() {
  const intl = useIntl();
  const failed = useFailureNotice();
  // `?topic=profile`: the link from a locked profile starts the message with its subject
  const [query] = useSearchParams();
  const topic = query.get('topic');
  const { data, setData, formKey, startAgain } = useFreshForm<Partial<ContactMessage>>(() =>
    topic === 'profile' ? { subject: intl.formatMessage({ id: 'contact.topic.profile' }) } : {},
  );
  const sending = useMutation({
    mutationFn: (body: ContactMessage) => request(() => api.POST('/contact', { body })),
    onSuccess: () => startAgain(),
  });
  const notice = sending.isSuccess ? { kind: 'success' as const, id: 'contact.sent' } : sending.error ? failed(sending.error, 'contact.errorSending') : null;
  const send = (body: Partial<ContactMessage>) => sending.mutate(body as ContactMessage);
  return (
    <>
      <PageHeading titleId="titles.contact" />
      <Text mb={4} maxW="44rem">
        {intl.formatMessage({ id: 'contact.intro' })}
      </Text>
      <Notice notice={notice} />
      <FormCard maxW="44rem">
        <CatalogForm<Partial<ContactMessage>>
          key={formKey}
          formId="forms/contact"
          formData={data}
          onChange={setData}
          onSubmit={send}
          busy={sending.isPending}
          submitId="contact.send"
        />
      </FormCard>
    </>
  );
}
