import { useCallback, useEffect, useState } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CatalogForm } from '../../forms/catalog-form';
import { notifySuccess } from '../notify/toaster';
import { failureNotice, Notice, type NoticeMessage } from '../shared/notice';
import { useKnownMessage } from '../shared/use-known-message';
import { ConsultantLinks } from './consultant-links';
import { listMyConsultants, requestConsultant, type MyConsultant } from './my-consultant-api';

/**
 * The "My consultant" tab of `/settings` (customers): their consultants and requests, and a
 * request to a consultant named by partner code or tax number, whom the consultant answers.
 */
export function MyConsultantPanel() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const known = useKnownMessage();
  const [links, setLinks] = useState<MyConsultant[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [data, setData] = useState<{ identification?: string }>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const reload = useCallback(async () => {
    const { data: listed } = await listMyConsultants();
    setLoadFailed(!listed);
    if (listed) setLinks(listed.data);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const send = async (body: { identification?: string }) => {
    setBusy(true);
    setNotice(null);
    const { error, response } = await requestConsultant(body.identification ?? '');
    setBusy(false);
    if (!response?.ok) {
      // "consultant/partner code not found" (spec §8) and "asked already" come from the server
      setNotice(failureNotice(error, 'customers.myConsultant.error', known));
      return;
    }
    setData({});
    notifySuccess(t('customers.myConsultant.sent'));
    await reload();
  };

  return (
    <Stack gap={6} maxW="44rem">
      <Box as="section" aria-labelledby="my-consultants">
        <Heading as="h2" size="md" id="my-consultants" mb={3}>
          {t('customers.myConsultant.heading')}
        </Heading>
        {loadFailed && <Notice notice={{ kind: 'error', id: 'customers.myConsultant.errorLoading' }} />}
        {links === null && !loadFailed && <Text role="status">{t('customers.loading')}</Text>}
        {links && <ConsultantLinks links={links} />}
      </Box>
      <Box as="section" aria-labelledby="ask-consultant" bg="white" p={{ base: 3, md: 6 }} borderWidth="1px" borderRadius="md">
        <Heading as="h2" size="md" id="ask-consultant" mb={2}>
          {t('customers.myConsultant.askHeading')}
        </Heading>
        <Text mb={3} color="gray.700">
          {t('customers.myConsultant.askHelp')}
        </Text>
        <Notice notice={notice} />
        <CatalogForm
          formId="forms/consultant-request"
          formData={data}
          onChange={setData}
          onSubmit={send}
          busy={busy}
          submitId="customers.myConsultant.submit"
        />
      </Box>
    </Stack>
  );
}
