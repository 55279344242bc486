import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageOf } from '../../api/query';
import { useCatalogueParts } from '../../i18n/intl-provider';
import { yearChoices } from '../../validation/rules/year-window';
import { FilterSelect } from '../shared/filter-select';
import { Notice } from '../shared/notice';
import { PageHeading } from '../shared/page-heading';
import { useFiltersAddress } from '../shared/use-filters-address';
import { CertificatesSection } from './certificates-section';
import { LeadTimesSection } from './lead-times-section';
import { overviewViewFrom, searchOf, type OverviewView } from './overview-filters';
import { overviewQuery, type Overview, type OverviewFilters } from './overview-queries';
import { PipelineSection } from './pipeline-section';
import { SanctionsSection } from './sanctions-section';
import { WorkloadSection } from './workload-section';

// a line rather than LoadingSpinner: importing Chakra's spinner here split it into a chunk of
// its own that every other route then downloaded (scripts/route-sizes.mjs)
const Loading = () => (
  <Text role="status" color="gray.700">
    <FormattedMessage id="common.loading" />
  </Text>
);

/** The period, standard, region and staff member every figure is narrowed by. */
function OverviewFilterControls({ view, data, onChange }: { view: OverviewView; data?: Overview; onChange: (filters: OverviewFilters) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { filters } = view;
  const year = filters.year ?? data?.year ?? new Date().getFullYear();
  const set = (key: keyof OverviewFilters, raw: string) => {
    const next: Record<string, unknown> = { ...filters };
    if (raw === '') delete next[key];
    else next[key] = key === 'year' || key === 'member' ? Number(raw) : raw;
    onChange(next as OverviewFilters);
  };
  const greek = intl.locale.startsWith('el');
  const any = <option value="">{t('overview.filters.any')}</option>;
  return (
    <HStack as="fieldset" gap={3} wrap="wrap" align="flex-end">
      <Text as="legend" srOnly>
        <FormattedMessage id="overview.filters.legend" />
      </Text>
      <FilterSelect id="overview-year" labelId="overview.filters.year" value={String(year)} onChange={(v) => set('year', v)}>
        {yearChoices({ before: 5, after: 0 }, [year]).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="overview-standard" labelId="overview.filters.standard" value={filters.standard ?? ''} onChange={(v) => set('standard', v)}>
        {any}
        <option value="bio">{t('staff.type.bio')}</option>
        <option value="globalgap">{t('staff.type.globalgap')}</option>
      </FilterSelect>
      <FilterSelect id="overview-region" labelId="overview.filters.region" value={filters.region ?? ''} onChange={(v) => set('region', v)}>
        {any}
        {(['GR', 'ES'] as const).map((country) => (
          <optgroup key={country} label={t(`overview.filters.country.${country}`)}>
            {data?.regions
              .filter((r) => r.country === country)
              .map((r) => (
                <option key={r.id} value={r.id}>
                  {greek ? r.name : r.name_en}
                </option>
              ))}
          </optgroup>
        ))}
      </FilterSelect>
      <FilterSelect id="overview-member" labelId="overview.filters.member" value={String(filters.member ?? '')} onChange={(v) => set('member', v)}>
        {any}
        {data?.workload.members.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </FilterSelect>
    </HStack>
  );
}

/**
 * `/staff/overview`: the certification body at a glance (issue 51, docs/overview.md): the
 * pipeline, lead times, workload, certificates and sanctions, filtered in the address so that a view can be
 * shared. Its texts and its chart library come with this page alone.
 */
export function StaffOverviewPage() {
  const intl = useIntl();
  const textsLoaded = useCatalogueParts('overview');
  const [search, showSearch] = useFiltersAddress();
  const view = overviewViewFrom(search);
  const overview = useQuery(overviewQuery(view.filters));
  const show = (next: OverviewView) => showSearch(searchOf(next));
  const data = overview.data;
  if (!textsLoaded) return <Loading />;
  return (
    <Stack gap={4} minW={0}>
      <PageHeading titleId="titles.staffOverview" introId="overview.intro" mb={0} />
      <OverviewFilterControls view={view} data={data} onChange={(filters) => show({ ...view, filters })} />
      {overview.isError && <Notice notice={{ kind: 'error', id: messageOf(overview.error).messageId }} />}
      {overview.isPending && <Loading />}
      {data && (
        <Stack gap={4} aria-busy={overview.isFetching} minW={0}>
          <Text fontSize="sm" color="gray.700">
            <FormattedMessage id="overview.asOf" values={{ day: intl.formatDate(`${data.today}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) }} />
          </Text>
          <PipelineSection pipeline={data.pipeline} filters={view.filters} />
          <LeadTimesSection rows={data.lead_times} year={data.year} span={view.span} onSpan={(span) => show({ ...view, span })} />
          <WorkloadSection workload={data.workload} today={data.today} filters={view.filters} />
          <CertificatesSection certificates={data.certificates} />
          <SanctionsSection rows={data.sanctions} year={data.year} today={data.today} />
        </Stack>
      )}
    </Stack>
  );
}
