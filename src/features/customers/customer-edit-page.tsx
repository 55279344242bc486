import { useEffect, useState } from 'react';
import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../../forms/schema-form';
import { failureNotice, Notice, type NoticeMessage } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useKnownMessage } from '../shared/use-known-message';
import schema from '../../../schemas/forms/customer.schema.json';
import uiSchema from '../../../schemas/forms/customer.ui.json';
import { updateCustomer, type CustomerData } from './customers-api';
import { useCustomer } from './use-customer';

/** /customers/edit/:id: the customer form filled with the customer's data. */
export function CustomerEditPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const known = useKnownMessage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { customer, missing } = useCustomer(id);
  const [data, setData] = useState<Partial<CustomerData> | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  useEffect(() => {
    if (customer) setData(customer.data);
  }, [customer]);

  const save = async (body: Partial<CustomerData>) => {
    setBusy(true);
    const { data: saved, error } = await updateCustomer(id, body as CustomerData);
    setBusy(false);
    if (saved) navigate('/customers', { state: { notice: { kind: 'success', id: 'customers.edited' } } });
    else setNotice(failureNotice(error, 'customers.errorEditing', known));
  };

  return (
    <Stack gap={6} maxW="44rem">
      <Link asChild colorPalette="green">
        <RouterLink to="/customers">{t('customers.back')}</RouterLink>
      </Link>
      <PageHeading titleId="titles.editCustomer" />
      <Notice notice={missing ? { kind: 'error', id: 'errors.notFound' } : notice} />
      {!data && !missing && <Text role="status">{t('customers.loading')}</Text>}
      {data && (
        <Box bg="white" p={{ base: 3, md: 6 }} borderWidth="1px" borderRadius="md">
          <SchemaForm<Partial<CustomerData>>
            formId="forms/customer"
            schema={schema as RJSFSchema}
            uiSchema={uiSchema as UiSchema}
            formData={data}
            onChange={setData}
            onSubmit={save}
            disabled={busy}
          >
            <Button type="submit" colorPalette="green" mt={4} loading={busy}>
              {t('customers.edit.save')}
            </Button>
          </SchemaForm>
        </Box>
      )}
    </Stack>
  );
}
