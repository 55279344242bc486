import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Notice, type NoticeMessage } from '../shared/notice';
import { FormCard } from '../shared/form-card';
import { PageHeading } from '../shared/page-heading';
import { SendingForm } from '../shared/sending-form';
import { useOutcomeNotice } from '../shared/use-outcome-notice';
import type { CustomerData } from './customers-api';
import { createCustomer, linkCustomer } from './customers-queries';
import { RouteLink } from '../shared/route-links';
import { Section } from '../shared/section';

/** /customers/add: a new customer (the customer form), or an existing one found by identification. */
export function CustomerAddPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [data, setData] = useState<Partial<CustomerData>>({ country: 1, type: 'individual' });
  const [search, setSearch] = useState<{ country?: number; identification?: string }>({ country: 1 });
  const done = (notice: NoticeMessage) => navigate('/customers', { state: { notice } });
  const adding = useMutation({ ...createCustomer, onSuccess: () => done({ kind: 'success', id: 'customers.added' }) });
  const linking = useMutation({ ...linkCustomer, onSuccess: () => done({ kind: 'success', id: 'customers.linked' }) });
  const busy = adding.isPending || linking.isPending;
  // The last failure of either form; its per-field issues go to the form that was sent.
  const notice = useOutcomeNotice({ isSuccess: false, error: adding.error ?? linking.error }, 'customers.errorAdding');
  const add = (body: Partial<CustomerData>) => {
    linking.reset();
    adding.mutate(body as CustomerData);
  };
  const link = (body: { country?: number; identification?: string }) => {
    adding.reset();
    linking.mutate(body as { country: number; identification: string });
  };

  return (
    <Stack gap={6} maxW="44rem">
      <RouteLink to="/customers">{t('customers.back')}</RouteLink>
      <PageHeading titleId="titles.addCustomer" />
      <Notice notice={notice} />
      <FormCard>
        <SendingForm<Partial<CustomerData>> formId="forms/customer" answers={{ data, setData }} sending={adding} busy={busy} onSubmit={add} submitId="customers.add.save" />
      </FormCard>
      <Section card id="add-existing" titleId="customers.addExisting.heading" helpId="customers.addExisting.help">
        {/* The new-customer form above uses `root`: ids must differ for labels to find their fields. */}
        <SendingForm
          formId="forms/customer-search"
          idPrefix="existing"
          answers={{ data: search, setData: setSearch }}
          sending={linking}
          busy={busy}
          onSubmit={link}
          submitId="customers.addExisting.submit"
          variant="outline"
        />
      </Section>
    </Stack>
  );
}
