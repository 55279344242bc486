import { useMutation } from '@tanstack/react-query';
import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { FormCard } from '../shared/form-card';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { SendingForm } from '../shared/sending-form';
import { useOutcomeNotice } from '../shared/use-outcome-notice';
import { useFreshForm } from '../shared/use-fresh-form';

interface ContactMessage {
  subject: string;
  description: string;
}

/** /contact: a message to the certification body; what was typed stays until it is sent. */
export function ContactPage() {
  const intl = useIntl();
  // `?topic=profile`: the link from a locked profile starts the message with its subject
  const [query] = useSearchParams();
  const topic = query.get('topic');
  const answers = useFreshForm<Partial<ContactMessage>>(() =>
    topic === 'profile' ? { subject: intl.formatMessage({ id: 'contact.topic.profile' }) } : {},
  );
  const sending = useMutation({
    mutationFn: (body: ContactMessage) => request(() => api.POST('/contact', { body })),
    onSuccess: () => answers.startAgain(),
  });
  const notice = useOutcomeNotice(sending, 'contact.errorSending', 'contact.sent');
  const send = (body: Partial<ContactMessage>) => sending.mutate(body as ContactMessage);
  return (
    <>
      <PageHeading titleId="titles.contact" />
      <Text mb={4} maxW="44rem">
        {intl.formatMessage({ id: 'contact.intro' })}
      </Text>
      <Notice notice={notice} />
      <FormCard maxW="44rem">
        <SendingForm<Partial<ContactMessage>> formId="forms/contact" answers={answers} sending={sending} onSubmit={send} submitId="contact.send" />
      </FormCard>
    </>
  );
}
