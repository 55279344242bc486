import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../../forms/schema-form';
import { Notice } from '../shared/notice';
import { FormCard } from '../shared/form-card';
import { PageHeading } from '../shared/page-heading';
import schema from '../../../schemas/forms/customer.schema.json';
import uiSchema from '../../../schemas/forms/customer.ui.json';
import { useCustomer } from './use-customer';
import { InspectionHistory } from '../inspections/inspection-history';
import { RouteLink } from '../shared/route-links';

const noop = () => undefined;

/** /customers/preview/:id: the customer form, read-only. */
export function CustomerPreviewPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const id = Number(useParams().id);
  const { customer, missing } = useCustomer(id);
  return (
    <Stack gap={6} maxW="44rem">
      <RouteLink to="/customers">{t('customers.back')}</RouteLink>
      <PageHeading titleId="titles.previewCustomer">
        {customer?.status === 'approved' && (
          <>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/customers/edit/${id}`}>{t('customers.list.edit')}</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/customers/edit/${id}?tab=profile`}>{t('customers.preview.profile')}</RouterLink>
            </Button>
          </>
        )}
      </PageHeading>
      {missing && <Notice notice={{ kind: 'error', id: 'errors.notFound' }} />}
      {!customer && !missing && <Text role="status">{t('customers.loading')}</Text>}
      {customer && (
        <>
          <HStack>
            <Text fontWeight="semibold">{customer.full_name}</Text>
            <Badge>{t(`customers.status.${customer.status}`)}</Badge>
          </HStack>
          <FormCard>
            <SchemaForm
              formId="forms/customer"
              schema={schema as RJSFSchema}
              uiSchema={uiSchema as UiSchema}
              formData={customer.data}
              onChange={noop}
              onSubmit={noop}
              readonly
            />
          </FormCard>
          {customer.status === 'approved' && <InspectionHistory customerId={id} />}
        </>
      )}
    </Stack>
  );
}
