import { memo, startTransition, useCallback, useDeferredValue, useMemo, useState, useTransition } from 'react';
import { Box, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { messageOf } from '../../api/request';
import { CatalogForm } from '../../forms/catalog-form';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { LoadMore } from '../shared/load-more';
import { Notice } from '../shared/notice';
import { RouteLink } from '../shared/route-links';
import { CertificateStatusBadge } from './certificate-status-badge';
import { ScheduledChanges } from './scheduled-changes';
import { exportHref, filtersOf, searchRegister, type RegisterEntry, type RegisterFilters, type RegisterPage } from './public-register-queries';
import type { RegisterResults } from './public-register-route';
import { PageHeading } from '../shared/page-heading';

// the route's loader comes with the screen's chunk (announced with the page: scripts/vite-route-preloads.ts)
export { publicRegisterLoader } from './public-register-route';

const NO_PAGES: RegisterPage[] = [];

/** The pages read by "load more" after the route's first one, and a failed one's refusal. */
interface MorePages {
  /** the route's answer they follow: a new search starts again from its own */
  after: RegisterResults;
  pages: RegisterPage[];
  failure?: unknown;
}

const day = (iso: string) => <FormattedDate value={`${iso}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />;

/** One certificate of the results: who, where, what, each product's own status, until when, and its public page. */
function RegisterEntryCard({ entry }: { entry: RegisterEntry }) {
  const place = [entry.town, entry.regional_unit, entry.region].filter(Boolean).join(', ');
  return (
    <List.Item listStyleType="none" borderWidth="1px" borderRadius="md" p={4} data-testid="register-entry">
      <Heading as="h3" size="md" overflowWrap="anywhere">
        {entry.holder}
      </Heading>
      {place && <Text color="gray.700">{place}</Text>}
      <Text fontSize="sm" mt={1}>
        <FormattedMessage id={`certificates.standard.${entry.standard}`} />
      </Text>
      {entry.products.length > 0 && (
        <Box mt={2}>
          <Text fontWeight="bold" fontSize="sm">
            <FormattedMessage id="certificates.register.products" />
          </Text>
          <List.Root gap={1} mt={1} data-testid="register-products">
            {entry.products.map((product) => (
              <List.Item key={product.name} listStyleType="none" display="flex" gap={2} flexWrap="wrap" alignItems="center">
                <Text as="span">{product.name}</Text>
                <CertificateStatusBadge status={product.status} testId="product-status" />
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      <Text mt={2} fontSize="sm">
        <FormattedMessage id="certificates.validity" values={{ from: day(entry.valid_from), to: day(entry.valid_to) }} />
      </Text>
      <ScheduledChanges scheduled={entry.scheduled} />
      <RouteLink to={entry.verify_path} mt={2} display="inline-block" fontWeight="semibold">
        <FormattedMessage id="certificates.register.open" values={{ number: entry.number }} />
      </RouteLink>
    </List.Item>
  );
}

/**
 * The search form, apart: an answer arriving re-renders the page, not the seven fields of the
 * schema form (on a slow phone that re-render was the most of the page's blocking time).
 */
const SearchForm = memo(function SearchForm(props: {
  form: Record<string, string | undefined>;
  onChange: (form: Record<string, string | undefined>) => void;
  onSubmit: (form: Record<string, string | undefined>) => void;
  issues: ReturnType<typeof messageOf>['issues'];
}) {
  return <CatalogForm formId="forms/register-search" formData={props.form} onChange={props.onChange} onSubmit={props.onSubmit} submitId="certificates.register.submit" serverIssues={props.issues} />;
});

/**
 * `/public-register`: the public register of certificates, for anyone, signed in or not. The
 * search is the form of schemas/forms/register-search; the filters live in the address, so a
 * search can be shared, bookmarked and reloaded. Results come a page at a time (Load more).
 */
export function PublicRegisterPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters: RegisterFilters = filtersOf(Object.fromEntries(params));
  const [form, setForm] = useState<Record<string, string | undefined>>(filters);
  // the address's search, its first page read by the route's loader (a new search changes the
  // address): its results wait with a spinner meanwhile
  const first = useLoaderData() as RegisterResults;
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/public-register';
  // "load more": the next pages, appended by a React action (docs/architecture.md, "Guests' screens")
  const [more, setMore] = useState<MorePages>({ after: first, pages: NO_PAGES });
  // (kept apart and stable: the list below is memoised on them, and its deferred copy with it)
  const morePages = more.after === first ? more.pages : NO_PAGES;
  const moreFailure = more.after === first ? more.failure : undefined;
  const [loadingMore, startLoadingMore] = useTransition();
  const pages = useMemo(() => ('page' in first ? [first.page, ...morePages] : NO_PAGES), [first, morePages]);
  const nextCursor = pages.at(-1)?.nextCursor;
  const loadMore = () => {
    if (!nextCursor) return;
    startLoadingMore(async () => {
      // never retried: a refusal (429) is shown as it came, the pages read so far stay
      const next = await searchRegister(first.filters, nextCursor).then(
        (page) => ({ page }),
        (failure: unknown) => ({ failure }),
      );
      startTransition(() =>
        setMore((current) => {
          const base = current.after === first ? current : { after: first, pages: NO_PAGES };
          return 'page' in next ? { after: first, pages: [...base.pages, next.page] } : { ...base, failure: next.failure };
        }),
      );
    });
  };
  // the results render as a transition: in slices a tap or a keystroke may interrupt
  const entries = useMemo(() => pages.flatMap((page) => page.items), [pages]);
  const shown = useDeferredValue(entries);
  const search = useCallback((values: Record<string, string | undefined>) => setParams(new URLSearchParams(filtersOf(values) as Record<string, string>)), [setParams]);
  const refusal = 'failure' in first ? first.failure : moreFailure;
  const failure = refusal ? messageOf(refusal) : undefined;

  return (
    <Stack gap={5}>
      <PageHeading titleId="certificates.register.title" introId="certificates.register.intro" mb={0} />
      <Box as="section" aria-label={intl.formatMessage({ id: 'certificates.register.search' })}>
        <SearchForm form={form} onChange={setForm} onSubmit={search} issues={failure?.issues} />
      </Box>
      <Box as="section" aria-labelledby="register-results">
        <Heading as="h2" size="lg" id="register-results" mb={3}>
          <FormattedMessage id="certificates.register.results" />
        </Heading>
        {failure && <Notice notice={{ kind: 'error', id: failure.messageId, values: failure.values }} />}
        {searching ? (
          <LoadingSpinner />
        ) : entries.length === 0 && !failure ? (
          <Text role="status">
            <FormattedMessage id="certificates.register.none" />
          </Text>
        ) : (
          <Stack gap={3}>
            <List.Root gap={3} ps={0}>
              {shown.map((entry) => (
                <RegisterEntryCard key={entry.number} entry={entry} />
              ))}
            </List.Root>
            <LoadMore shown={shown.length} hasMore={Boolean(nextCursor)} loading={loadingMore} onLoadMore={loadMore} />
          </Stack>
        )}
        <HStack mt={4} gap={3} wrap="wrap" fontSize="sm">
          <Text>
            <FormattedMessage id="certificates.register.openData" />
          </Text>
          <Link href={exportHref(filters, 'csv')} colorPalette="green" download>
            <FormattedMessage id="certificates.register.csv" />
          </Link>
          <Link href={exportHref(filters, 'json')} colorPalette="green">
            <FormattedMessage id="certificates.register.json" />
          </Link>
        </HStack>
      </Box>
    </Stack>
  );
}
