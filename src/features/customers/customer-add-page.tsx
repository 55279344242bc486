import { useState } from 'react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CatalogForm } from '../../forms/catalog-form';
import { issuesOf } from '../../api/errors';
import type { ValidationIssue } from '../../validation/types';
import { failureNotice, Notice, type NoticeMessage } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useKnownMessage } from '../shared/use-known-message';
import { createCustomer, linkCustomer, type CustomerData } from './customers-api';

/** /customers/add: a new customer (the customer form), or an existing one found by identification. */
export function CustomerAddPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const known = useKnownMessage();
  const navigate = useNavigate();
  const [data, setData] = useState<Partial<CustomerData>>({ country: 1, type: 'individual' });
  const [search, setSearch] = useState<{ country?: number; identification?: string }>({ country: 1 });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  // The server's per-field issues, for the form that was sent.
  const [issues, setIssues] = useState<{ add?: ValidationIssue[]; link?: ValidationIssue[] }>({});

  const done = (notice: NoticeMessage) => navigate('/customers', { state: { notice } });
  const add = async (body: Partial<CustomerData>) => {
    setBusy(true);
    const { data: created, error } = await createCustomer(body as CustomerData);
    setBusy(false);
    if (created) return done({ kind: 'success', id: 'customers.added' });
    setNotice(failureNotice(error, 'customers.errorAdding', known));
    setIssues({ add: issuesOf(error) });
  };
  const link = async (body: { country?: number; identification?: string }) => {
    setBusy(true);
    const { data: linked, error } = await linkCustomer(body as { country: number; identification: string });
    setBusy(false);
    if (linked) return done({ kind: 'success', id: 'customers.linked' });
    setNotice(failureNotice(error, 'customers.errorAdding', known));
    setIssues({ link: issuesOf(error) });
  };

  return (
    <Stack gap={6} maxW="44rem">
      <Link asChild colorPalette="green">
        <RouterLink to="/customers">{t('customers.back')}</RouterLink>
      </Link>
      <PageHeading titleId="titles.addCustomer" />
      <Notice notice={notice} />
      <Box bg="white" p={{ base: 3, md: 6 }} borderWidth="1px" borderRadius="md">
        <CatalogForm<Partial<CustomerData>>
          formId="forms/customer"
          formData={data}
          onChange={setData}
          onSubmit={add}
          busy={busy}
          submitId="customers.add.save"
          serverIssues={issues.add}
        />
      </Box>
      <Box as="section" aria-labelledby="add-existing" bg="white" p={{ base: 3, md: 6 }} borderWidth="1px" borderRadius="md">
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
          serverIssues={issues.link}
          variant="outline"
        />
      </Box>
    </Stack>
  );
}
