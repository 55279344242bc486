import { api } from '../../api/client';
import { apiUrl } from '../../api/api-base';
import { request } from '../../api/request';
import type { components, operations } from '../../api/schema.gen';

export type RegisterEntry = components['schemas']['PublicRegisterEntry'];
type ApiFilters = Omit<NonNullable<operations['searchPublicRegister']['parameters']['query']>, 'limit' | 'cursor'>;

/** The register's search fields, in the order of the form (schemas/forms/register-search). */
export const FILTER_NAMES = ['name', 'ggn', 'number', 'traces', 'product', 'region', 'standard', 'expires_within'] as const;

/** The filters as the form and the address hold them: text, as typed or chosen. */
export type RegisterFilters = Partial<Record<(typeof FILTER_NAMES)[number], string>>;

/** The filters as the API takes them (the days left before expiry are a number). */
const apiFilters = ({ expires_within, ...rest }: RegisterFilters): ApiFilters => ({
  ...(rest as Omit<ApiFilters, 'expires_within'>),
  ...(expires_within ? { expires_within: Number(expires_within) } : {}),
});

/** The filters a search form or an address holds: trimmed, the empty ones left out (the API refuses an empty value). */
export function filtersOf(values: Partial<Record<string, unknown>>): RegisterFilters {
  const filters: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = values[name];
    if (typeof value === 'string' && value.trim()) filters[name] = value.trim();
  }
  return filters;
}

/** A page of the register for these filters: the first, or the one starting at `cursor` (the last page's `nextCursor`). */
export const searchRegister = (filters: RegisterFilters, cursor?: string) =>
  request(() => api.GET('/public/register', { params: { query: { ...apiFilters(filters), cursor } } }));

/** A page of the register's results. */
export type RegisterPage = Awaited<ReturnType<typeof searchRegister>>;

/** The open-data export of the same filters: `/api/public/register.csv` or `.json`. */
export const exportHref = (filters: RegisterFilters, format: 'csv' | 'json') => {
  const query = new URLSearchParams(filters as Record<string, string>).toString();
  return apiUrl(`/public/register.${format}${query ? `?${query}` : ''}`);
};
