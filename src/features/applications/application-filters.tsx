import { HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApplicationFilters as Filters } from './applications-api';
import { STATUSES } from './filters-in-url';
import { yearChoices, type YearWindow } from '../../validation/rules/year-window';
import { FilterSelect } from '../shared/filter-select';

const PURPOSES = ['initial', 'renewal', 'extension', 'transfer'] as const;
// years around today, worked out when the filters show (and the chosen one, however old)
const YEARS: YearWindow = { before: 3, after: 2 };

interface FilterProps {
  value: Filters;
  customers: { id: number; name: string }[];
  /** The viewer cannot apply for organic (a customer outside Greece): the type filter says so. */
  organicGreeceOnly?: boolean;
  onChange: (next: Filters) => void;
}

/** The list's filters of spec §2: year, type, status, customer (consultants), purpose. */
export function ApplicationFilters({ value, customers, organicGreeceOnly = false, onChange }: FilterProps) {
  const intl = useIntl();
  const all = <option value="">{intl.formatMessage({ id: 'applications.filters.all' })}</option>;
  const set = (key: keyof Filters, raw: string) => {
    const next: Filters = { ...value };
    if (raw === '') delete next[key];
    else (next as Record<string, unknown>)[key] = key === 'year' || key === 'customer_id' ? Number(raw) : raw;
    onChange(next);
  };
  return (
    <HStack as="fieldset" gap={3} wrap="wrap" align="flex-end">
      <Text as="legend" srOnly>
        <FormattedMessage id="applications.filters.legend" />
      </Text>
      <FilterSelect id="filter-year" labelId="applications.filters.year" value={String(value.year ?? '')} onChange={(v) => set('year', v)}>
        {all}
        {yearChoices(YEARS, [value.year]).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="filter-type" labelId="applications.filters.type" value={value.type ?? ''} onChange={(v) => set('type', v)}>
        {all}
        <option value="bio">{intl.formatMessage({ id: organicGreeceOnly ? 'applications.type.bioGreeceOnly' : 'applications.type.bio' })}</option>
        <option value="globalgap">{intl.formatMessage({ id: 'applications.type.globalgap' })}</option>
      </FilterSelect>
      <FilterSelect id="filter-status" labelId="applications.filters.status" value={value.status ?? ''} onChange={(v) => set('status', v)}>
        {all}
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {intl.formatMessage({ id: `applications.status.${s}` })}
          </option>
        ))}
      </FilterSelect>
      {customers.length > 0 && (
        <FilterSelect id="filter-customer" labelId="applications.filters.customer" value={String(value.customer_id ?? '')} onChange={(v) => set('customer_id', v)}>
          {all}
          {customers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </FilterSelect>
      )}
      <FilterSelect id="filter-purpose" labelId="applications.filters.purpose" value={value.purpose ?? ''} onChange={(v) => set('purpose', v)}>
        {all}
        {PURPOSES.map((p) => (
          <option key={p} value={p}>
            {intl.formatMessage({ id: `common.general.purpose.${p}` })}
          </option>
        ))}
      </FilterSelect>
    </HStack>
  );
}
