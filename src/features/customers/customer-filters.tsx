import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { CustomerFilter, CustomerStatus, CustomerType } from './customers-api';

const STATUSES: CustomerStatus[] = ['new_request', 'approved', 'declined'];
const TYPES: CustomerType[] = ['individual', 'legal_entity'];

/** Search box and status/type filters of the customers list. */
export function CustomerFilters({ filter, onChange }: { filter: CustomerFilter; onChange: (next: CustomerFilter) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Flex gap={3} wrap="wrap" mb={4} role="search">
      <Field.Root flex="2 1 16rem">
        <Field.Label>{t('customers.list.search')}</Field.Label>
        <Input type="search" value={filter.q ?? ''} onChange={(e) => onChange({ ...filter, q: e.currentTarget.value || undefined })} />
      </Field.Root>
      <Field.Root flex="1 1 10rem">
        <Field.Label>{t('customers.list.filterStatus')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filter.status ?? ''}
            onChange={(e) => onChange({ ...filter, status: (e.currentTarget.value || undefined) as CustomerStatus | undefined })}
          >
            <option value="">{t('customers.list.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`customers.status.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1 1 10rem">
        <Field.Label>{t('customers.list.filterType')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filter.type ?? ''}
            onChange={(e) => onChange({ ...filter, type: (e.currentTarget.value || undefined) as CustomerType | undefined })}
          >
            <option value="">{t('customers.list.all')}</option>
            {TYPES.map((s) => (
              <option key={s} value={s}>
                {t(`customers.type.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}
