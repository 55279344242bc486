import { useMutation, useQuery } from '@tanstack/react-query';
import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { notifySuccess } from '../notify/toaster';
import { Notice } from '../shared/notice';
import { SendingForm } from '../shared/sending-form';
import { useFreshForm } from '../shared/use-fresh-form';
import { useOutcomeNotice } from '../shared/use-outcome-notice';
import { ConsultantLinks } from './consultant-links';
import { myConsultantsQuery, requestConsultant } from './my-consultant-queries';
import { Section } from '../shared/section';

/**
 * The "My consultant" tab of `/settings` (customers): their consultants and requests, and a
 * request to a consultant named by partner code or tax number, whom the consultant answers.
 */
export function MyConsultantPanel() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useQuery(myConsultantsQuery());
  const links = list.data?.items ?? null;
  const loadFailed = list.isError;
  const answers = useFreshForm<{ identification?: string }>({});
  const asking = useMutation({
    ...requestConsultant,
    onSuccess: () => {
      answers.startAgain();
      notifySuccess(t('customers.myConsultant.sent'));
    },
  });
  // "consultant/partner code not found" (spec §8) and "asked already" come from the server
  const notice = useOutcomeNotice(asking, 'customers.myConsultant.error');
  const send = (body: { identification?: string }) => asking.mutate(body.identification ?? '');

  return (
    <Stack gap={6} maxW="44rem">
      <Section id="my-consultants" titleId="customers.myConsultant.heading" headingMb={3}>
        {loadFailed && <Notice notice={{ kind: 'error', id: 'customers.myConsultant.errorLoading' }} />}
        {links === null && !loadFailed && <Text role="status">{t('customers.loading')}</Text>}
        {links && <ConsultantLinks links={links} />}
      </Section>
      <Section card id="ask-consultant" titleId="customers.myConsultant.askHeading" helpId="customers.myConsultant.askHelp">
        <Notice notice={notice} />
        <SendingForm formId="forms/consultant-request" answers={answers} sending={asking} onSubmit={send} submitId="customers.myConsultant.submit" />
      </Section>
    </Stack>
  );
}
