import { useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { api } from '../../api/client';
import { CatalogForm } from '../../forms/catalog-form';
import { failureNotice, Notice, type NoticeMessage } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useKnownMessage } from '../shared/use-known-message';

interface ContactMessage {
  subject: string;
  description: string;
}

/** /contact: a message to the certification body; what was typed stays until it is sent. */
export function ContactPage() {
  const intl = useIntl();
  const known = useKnownMessage();
  const [data, setData] = useState<Partial<ContactMessage>>({});
  const [busy, setBusy] = useState(false);
  // a new form after each message sent, so the emptied fields do not show as mistakes
  const [sent, setSent] = useState(0);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const send = async (body: Partial<ContactMessage>) => {
    setBusy(true);
    const result = await api.POST('/contact', { body: body as ContactMessage }).catch((error: unknown) => ({ error, response: undefined }));
    setBusy(false);
    if (!result.response?.ok) return setNotice(failureNotice(result.error, 'contact.errorSending', known, result.response));
    setData({});
    setSent((n) => n + 1);
    setNotice({ kind: 'success', id: 'contact.sent' });
  };
  return (
    <>
      <PageHeading titleId="titles.contact" />
      <Text mb={4} maxW="44rem">
        {intl.formatMessage({ id: 'contact.intro' })}
      </Text>
      <Notice notice={notice} />
      <Box bg="white" p={{ base: 3, md: 6 }} borderWidth="1px" borderRadius="md" maxW="44rem">
        <CatalogForm<Partial<ContactMessage>>
          key={sent}
          formId="forms/contact"
          formData={data}
          onChange={setData}
          onSubmit={send}
          busy={busy}
          submitId="contact.send"
        />
      </Box>
    </>
  );
}
