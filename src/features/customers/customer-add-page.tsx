import { useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { CatalogForm } from '../../forms/catalog-form';
import { messageOf } from '../../api/query';
import { Notice, type NoticeMessage } from '../shared/notice';
import { FormCard } from '../shared/form-card';
import { PageHeading } from '../shared/page-heading';
import { useFailureNotice } from '../shared/use-failure-notice';
import type { CustomerData } from './customers-api';
import { createCustomer, linkCustomer } from './customers-queries';
import { RouteLink } from '../shared/route-links';

/** /customers/add: a new customer (the customer form), or an existing one found by identification. */
export function CustomerAddPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const failed = useFailureNotice();
  const navigate = useNavigate();
  const [data, setData] = useState<Partial<CustomerData>>({ country: 1, type: 'individual' });
  const [search, setSearch] = useState<{ country?: number; identification?: string }>({ country: 1 });
  const done = (notice: NoticeMessage) => navigate('/customers', { state: { notice } });
  const adding = useMutation({ ...createCustomer, onSuccess: () => done({ kind: 'success', id: 'customers.added' }) });
  const linking = useMutation({ ...linkCustomer, onSuccess: () => done({ kind: 'success', id: 'customers.linked' }) });
  const busy = adding.isPending || linking.isPending;
  // The last failure of either form; its per-field issues go to the form that was sent.
  const error = adding.error ?? linking.error;
  const notice = error ? failed(error, 'customers.errorAdding') : null;
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
        <CatalogForm<Partial<CustomerData>>
          formId="forms/customer"
          formData={data}
          onChange={setData}
          onSubmit={add}
          busy={busy}
          submitId="customers.add.save"
          serverIssues={adding.error ? messageOf(adding.error).issues : undefined}
        />
      </FormCard>
      <FormCard as="section" aria-labelledby="add-existing">
        <Heading as="h2" size="md" id="add-existing" mb={2}>
          {t('customers.addExisting.heading')}
        </Heading>
        <Text mb={3} color="gray.700">
          {t('customers.addExisting.help')}
        </Text>
        <CatalogForm
          // The new-customer form above uses `root`: ids must differ for labels to find their fields.
          formId="forms/customer-search"
          idPrefix="existing"
          formData={search}
          onChange={setSearch}
          onSubmit={link}
          busy={busy}
          submitId="customers.addExisting.submit"
          serverIssues={linking.error ? messageOf(linking.error).issues : undefined}
          variant="outline"
        />
      </FormCard>
    </Stack>
  );
}
