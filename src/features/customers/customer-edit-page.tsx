import { useEffect, useState } from 'react';
import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Notice } from '../shared/notice';
import { FormCard } from '../shared/form-card';
import { PageHeading } from '../shared/page-heading';
import { SendingForm } from '../shared/sending-form';
import { useOutcomeNotice } from '../shared/use-outcome-notice';
import type { CustomerData } from './customers-api';
import { updateCustomer } from './customers-queries';
import { CustomerProfile } from './customer-profile';
import { useCustomer } from './use-customer';
import { RouteLink } from '../shared/route-links';

/**
 * /customers/edit/:id: the customer form filled with the customer's data and, for an approved
 * customer, a Profile tab (`?tab=profile`) with the customer's own profile form.
 */
export function CustomerEditPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const id = Number(useParams().id);
  const { customer, missing } = useCustomer(id);
  const [data, setData] = useState<Partial<CustomerData> | null>(null);
  // The form starts from the customer as first read; a later read must not replace what is typed.
  useEffect(() => {
    if (customer) setData((typed) => typed ?? customer.data);
  }, [customer]);

  const saving = useMutation({
    ...updateCustomer(id),
    onSuccess: () => navigate('/customers', { state: { notice: { kind: 'success', id: 'customers.edited' } } }),
  });
  const save = (body: Partial<CustomerData>) => saving.mutate(body as CustomerData);
  const notice = useOutcomeNotice(saving, 'customers.errorEditing');

  const withProfile = customer?.status === 'approved';
  const tab = withProfile && query.get('tab') === 'profile' ? 'profile' : 'details';
  return (
    <Stack gap={6} maxW="44rem">
      <RouteLink to="/customers">{t('customers.back')}</RouteLink>
      <PageHeading titleId="titles.editCustomer" />
      <Notice notice={missing ? { kind: 'error', id: 'errors.notFound' } : notice} />
      {!data && !missing && <Text role="status">{t('customers.loading')}</Text>}
      {data && (
        // lazyMount: the profile is read only when its tab is opened, then kept, so that switching
        // tabs loses nothing typed in either form.
        <Tabs.Root lazyMount value={tab} onValueChange={(e) => setQuery(e.value === 'profile' ? { tab: 'profile' } : {}, { replace: true })}>
          <Tabs.List mb={4}>
            <Tabs.Trigger value="details">{t('customers.edit.tabs.details')}</Tabs.Trigger>
            {withProfile && <Tabs.Trigger value="profile">{t('customers.edit.tabs.profile')}</Tabs.Trigger>}
          </Tabs.List>
          <Tabs.Content value="details">
            <FormCard>
              <SendingForm<Partial<CustomerData>> formId="forms/customer" answers={{ data, setData }} sending={saving} onSubmit={save} submitId="customers.edit.save" />
            </FormCard>
          </Tabs.Content>
          {withProfile && (
            <Tabs.Content value="profile">
              <FormCard>
                <CustomerProfile customerId={id} />
              </FormCard>
            </Tabs.Content>
          )}
        </Tabs.Root>
      )}
    </Stack>
  );
}
