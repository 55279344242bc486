import type { ApplicationFilters } from './applications-api';

/** The states the list can be filtered by. */
export const STATUSES = ['draft', 'submitted', 'finalized', 'in_inspection', 'in_veto_checking', 'certified', 'partially_certified', 'rejected'] as const;

/** Filters live in the address, so a filtered list can be reloaded, shared and gone back to. */
export function filtersFromSearch(search: URLSearchParams): ApplicationFilters {
  const filters: ApplicationFilters = {};
  const year = Number(search.get('year'));
  if (Number.isInteger(year) && year >= 2000 && year <= 2100) filters.year = year;
  const type = search.get('type');
  if (type === 'bio' || type === 'globalgap') filters.type = type;
  const status = search.get('status');
  if ((STATUSES as readonly string[]).includes(status ?? '')) filters.status = status as ApplicationFilters['status'];
  const customer = Number(search.get('customer_id'));
  if (Number.isInteger(customer) && customer > 0) filters.customer_id = customer;
  const purpose = search.get('purpose');
  if (purpose) filters.purpose = purpose.slice(0, 200);
  const limit = pageSizeFrom(search);
  if (limit) filters.limit = limit;
  return filters;
}

/** The page size the address names, when it is one the server takes (1 to 100). */
export function pageSizeFrom(search: URLSearchParams): number | undefined {
  const limit = Number(search.get('limit'));
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : undefined;
}

export function searchFromFilters(filters: ApplicationFilters): URLSearchParams {
  return new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]));
}
