import { api } from '../../api/client';
import type { components } from '../../api/schema.gen';

export type CustomerRequest = components['schemas']['CustomerRequest'];

// Each call resolves to { data } or { error } (the API's error body); a network failure is an error too.
const safe = <T>(call: Promise<T>) => call.catch((error: unknown) => ({ data: undefined, error }) as T);

export const listCustomerRequests = () => safe(api.GET('/staff/customer-requests', {}));
/** Staff answer a consultant's request, naming the consultant who made it. */
export const decideCustomerRequest = (request: CustomerRequest, decision: 'approved' | 'declined') =>
  safe(
    api.POST('/customers/{id}/decision', {
      params: { path: { id: request.customer_id } },
      body: { decision, consultant_id: request.consultant.id },
    }),
  );
