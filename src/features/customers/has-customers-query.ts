import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';

/**
 * Whether the signed-in consultant has at least one approved customer (`has-customers`): one
 * answer per session. Its key is under `customers` (customers-queries.ts `customerKeys.all`), so
 * adding, linking or deciding a customer asks again. Without one, the home page and the menu
 * lead to adding the first (FirstCustomerStep, src/app/layouts/navigation.ts). A module of its
 * own: the menu of every signed-in page reads it, and the customers' queries stay with their screens.
 */
export const hasCustomersQuery = queryOptions({
  queryKey: ['customers', 'has-any'] as const,
  queryFn: async () => (await request(() => api.GET('/farmers/has-customers', {}))).data.has_customers,
  staleTime: 5 * 60 * 1000,
});
