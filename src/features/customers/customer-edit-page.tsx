import { useEffect, useState } from 'react';
import { Box, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { CatalogForm } from '../../forms/catalog-form';
import { issuesOf } from '../../api/errors';
import type { ValidationIssue } from '../../validation/types';
import { failureNotice, Notice, type NoticeMessage } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useKnownMessage } from '../shared/use-known-message';
import { updateCustomer, type CustomerData } from './customers-api';
import { CustomerProfile } from './customer-profile';
import { useCustomer } from './use-customer';

/**
 * /customers/edit/:id: the customer form filled with the customer's data and, for an approved
 * customer, a Profile tab (`?tab=profile`) with the customer's own profile form.
 */
export function CustomerEditPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const known = useKnownMessage();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const id = Number(useParams().id);
  const { customer, missing } = useCustomer(id);
  const [data, setData] = useState<Partial<CustomerData> | null>(null);
  const [busy, setBusy] = useState(false);
  const [issues, setIssues] = useState<ValidationIssue[]>();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  useEffect(() => {
    if (customer) setData(customer.data);
  }, [customer]);

  const save = async (body: Partial<CustomerData>) => {
    setBusy(true);
    const { data: saved, error } = await updateCustomer(id, body as CustomerData);
    setBusy(false);
    if (saved) return navigate('/customers', { state: { notice: { kind: 'success', id: 'customers.edited' } } });
    setNotice(failureNotice(error, 'customers.errorEditing', known));
    setIssues(issuesOf(error));
  };

  const withProfile = customer?.status === 'approved';
  const tab = withProfile && query.get('tab') === 'profile' ? 'profile' : 'details';
  return (
    <Stack gap={6} maxW="44rem">
      <Link asChild colorPalette="green">
        <RouterLink to="/customers">{t('customers.back')}</RouterLink>
      </Link>
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
            <Box bg="white" p={{ base: 3, md: 6 }} borderWidth="1px" borderRadius="md">
              <CatalogForm<Partial<CustomerData>>
                formId="forms/customer"
                formData={data}
                onChange={setData}
                onSubmit={save}
                busy={busy}
                submitId="customers.edit.save"
                serverIssues={issues}
              />
            </Box>
          </Tabs.Content>
          {withProfile && (
            <Tabs.Content value="profile">
              <Box bg="white" p={{ base: 3, md: 6 }} borderWidth="1px" borderRadius="md">
                <CustomerProfile customerId={id} />
              </Box>
            </Tabs.Content>
          )}
        </Tabs.Root>
      )}
    </Stack>
  );
}
