import { Checkbox, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { STATUSES, STEPS } from '../../lifecycle/index.ts';
import type { QueueFilters } from '../lifecycle/lifecycle-api';
import { yearChoices, type YearWindow } from '../../validation/rules/year-window';
import { FilterSelect } from '../shared/filter-select';
import { pageSizeFrom } from '../applications/filters-in-url';
import { MineToggle } from './mine-toggle';

// years around today, worked out when the filters show (and the chosen one, however old)
const YEARS: YearWindow = { before: 3, after: 2 };

/** The queue's filters, read from the address so that a filtered queue can be reloaded and shared. */
export function queueFiltersFrom(search: URLSearchParams): QueueFilters {
  const filters: QueueFilters = {};
  const status = search.get('status');
  if (status && (STATUSES as readonly string[]).includes(status) && status !== 'draft') filters.status = status as QueueFilters['status'];
  const step = search.get('step');
  if (step && (STEPS as readonly string[]).includes(step)) filters.step = step as QueueFilters['step'];
  const type = search.get('type');
  if (type === 'bio' || type === 'globalgap') filters.type = type;
  const year = Number(search.get('year'));
  if (Number.isInteger(year) && year >= 2000 && year <= 2100) filters.year = year;
  const waiting = search.get('waiting_on');
  if (waiting === 'staff' || waiting === 'customer') filters.waiting_on = waiting;
  if (search.get('overdue') === 'true') filters.overdue = true;
  if (search.get('mine') === 'true') filters.mine = true;
  const limit = pageSizeFrom(search);
  if (limit) filters.limit = limit;
  return filters;
}

export function QueueFilterControls({ value, onChange }: { value: QueueFilters; onChange: (next: QueueFilters) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const any = <option value="">{t('staff.queue.any')}</option>;
  const set = (key: keyof QueueFilters, raw: string | boolean) => {
    const next: Record<string, unknown> = { ...value };
    if (raw === '' || raw === false) delete next[key];
    else next[key] = key === 'year' ? Number(raw) : raw;
    onChange(next as QueueFilters);
  };
  return (
    <HStack as="fieldset" gap={3} wrap="wrap" align="flex-end">
      <Text as="legend" srOnly>
        <FormattedMessage id="staff.queue.filters" />
      </Text>
      <FilterSelect id="queue-step" labelId="staff.queue.step" value={value.step ?? ''} onChange={(v) => set('step', v)}>
        {any}
        {STEPS.map((s) => <option key={s} value={s}>{t(`lifecycle.step.${s}`)}</option>)}
      </FilterSelect>
      <FilterSelect id="queue-waiting" labelId="staff.queue.waitingOn" value={value.waiting_on ?? ''} onChange={(v) => set('waiting_on', v)}>
        {any}
        <option value="staff">{t('staff.queue.waitingOn.staff')}</option>
        <option value="customer">{t('staff.queue.waitingOn.customer')}</option>
      </FilterSelect>
      <FilterSelect id="queue-status" labelId="staff.queue.status" value={value.status ?? ''} onChange={(v) => set('status', v)}>
        {any}
        {STATUSES.filter((s) => s !== 'draft').map((s) => <option key={s} value={s}>{t(`applications.status.${s}`)}</option>)}
      </FilterSelect>
      <FilterSelect id="queue-type" labelId="staff.queue.type" value={value.type ?? ''} onChange={(v) => set('type', v)}>
        {any}
        <option value="bio">{t('staff.type.bio')}</option>
        <option value="globalgap">{t('staff.type.globalgap')}</option>
      </FilterSelect>
      <FilterSelect id="queue-year" labelId="staff.queue.year" value={String(value.year ?? '')} onChange={(v) => set('year', v)}>
        {any}
        {yearChoices(YEARS, [value.year]).map((y) => <option key={y} value={y}>{y}</option>)}
      </FilterSelect>
      <Checkbox.Root checked={value.overdue === true} onCheckedChange={(e) => set('overdue', e.checked === true)} pb={1}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <FormattedMessage id="staff.queue.overdue" />
        </Checkbox.Label>
      </Checkbox.Root>
      <MineToggle checked={value.mine === true} onChange={(mine) => set('mine', mine)} />
    </HStack>
  );
}
