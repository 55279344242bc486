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

/** The longest search the server takes (the contract's `q`). */
export const SEARCH_MAX = 100;
/** Whether a search has what the server searches by (lifecycle/queue-search.ts): a word of 3 letters or digits, or a code of 3. */
export function searchable(q: string): boolean {
  const bare = q.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
  return /[\p{L}\p{N}]{3}/u.test(bare) || bare.replace(/[^a-z0-9]/g, '').length >= 3;
}

/** How many wait in a step (the step filter's choices): exact up to 10,000, then "10.000+". */
export type StepCounts = Partial<Record<string, { total: number; totalCapped?: boolean }>>;

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
  if (search.get('sanction') === 'open') filters.sanction = 'open';
  const q = search.get('q')?.trim();
  // what the server would refuse (too short, too long) stays in the box, not in the request
  if (q && q.length <= SEARCH_MAX && searchable(q)) filters.q = q;
  const sort = search.get('sort');
  if (sort === 'due' || sort === 'type') filters.sort = sort;
  if (search.get('mine') === 'true') filters.mine = true;
  // the overview's links: one region's operators, one staff member's applications
  const region = search.get('region');
  if (region && /^[A-Za-z0-9-]{1,20}$/.test(region)) filters.region = region;
  const member = Number(search.get('member'));
  if (search.has('member') && Number.isInteger(member) && member >= 1 && member <= 2_147_483_647) filters.member = member;
  const limit = pageSizeFrom(search);
  if (limit) filters.limit = limit;
  return filters;
}

export function QueueFilterControls({ value, onChange, counts }: { value: QueueFilters; onChange: (next: QueueFilters) => void; counts?: StepCounts }) {
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
        {STEPS.map((s) => {
          const count = counts?.[s];
          const name = t(`lifecycle.step.${s}`);
          return (
            <option key={s} value={s}>
              {count ? intl.formatMessage({ id: 'staff.queue.stepCount' }, { step: name, count: count.total, capped: count.totalCapped ? 'yes' : 'no' }) : name}
            </option>
          );
        })}
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
      <FilterSelect id="queue-sort" labelId="staff.queue.sort" value={value.sort ?? 'waiting'} onChange={(v) => set('sort', v === 'waiting' ? '' : v)}>
        {(['waiting', 'due', 'type'] as const).map((s) => <option key={s} value={s}>{t(`staff.queue.sort.${s}`)}</option>)}
      </FilterSelect>
      <Checkbox.Root checked={value.overdue === true} onCheckedChange={(e) => set('overdue', e.checked === true)} pb={1}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <FormattedMessage id="staff.queue.overdue" />
        </Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root checked={value.sanction === 'open'} onCheckedChange={(e) => set('sanction', e.checked === true ? 'open' : false)} pb={1}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <FormattedMessage id="staff.queue.sanction" />
        </Checkbox.Label>
      </Checkbox.Root>
      <MineToggle checked={value.mine === true} onChange={(mine) => set('mine', mine)} />
    </HStack>
  );
}
