import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CatalogForm } from '../../forms/catalog-form';
import { notifySuccess } from '../notify/toaster';
import { Notice } from '../shared/notice';
import { FormCard } from '../shared/form-card';
import { useFailureNotice } from '../shared/use-failure-notice';
import { ConsultantLinks } from './consultant-links';
import { myConsultantsQuery, requestConsultant } from './my-consultant-queries';

/**
 * The "My consultant" tab of `/settings` (customers): their consultants and requests, and a
 * request to a consultant named by partner code or tax number, whom the consultant answers.
 */
export function MyConsultantPanel() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const failed = useFailureNotice();
  const list = useQuery(myConsultantsQuery());
  const links = list.data?.items ?? null;
  const loadFailed = list.isError;
  const [data, setData] = useState<{ identification?: string }>({});
  const asking = useMutation({
    ...requestConsultant,
    onSuccess: () => {
      setData({});
      notifySuccess(t('customers.myConsultant.sent'));
    },
  });
  // "consultant/partner code not found" (spec §8) and "asked already" come from the server
  const notice = asking.error ? failed(asking.error, 'customers.myConsultant.error') : null;
  const send = (body: { identification?: string }) => asking.mutate(body.identification ?? '');

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
      <FormCard as="section" aria-labelledby="ask-consultant">
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
          busy={asking.isPending}
          submitId="customers.myConsultant.submit"
        />
      </FormCard>
    </Stack>
  );
}
