import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../../forms/schema-form';
import { notifySuccess } from '../notify/toaster';
import { failureNotice, Notice, type NoticeMessage } from '../shared/notice';
import { useKnownMessage } from '../shared/use-known-message';
import schema from '../../../schemas/forms/consultant-request.schema.json';
import uiSchema from '../../../schemas/forms/consultant-request.ui.json';
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
        <SchemaForm
          formId="forms/consultant-request"
          schema={schema as RJSFSchema}
          uiSchema={uiSchema as UiSchema}
          formData={data}
          onChange={setData}
          onSubmit={send}
          disabled={busy}
        >
          <Button type="submit" colorPalette="green" mt={4} loading={busy}>
            {t('customers.myConsultant.submit')}
          </Button>
        </SchemaForm>
      </Box>
    </Stack>
  );
}
