import { api } from '../../api/client';
import type { components } from '../../api/schema.gen';

export type MyConsultant = components['schemas']['MyConsultant'];

// Each call resolves to { data } or { error } (the API's error body); a network failure is an error too.
const safe = <T>(call: Promise<T>) => call.catch((error: unknown) => ({ data: undefined, error }) as T);

export const listMyConsultants = () => safe(api.GET('/consultant-requests', {}));
/** `identification`: the consultant's partner code (CP-…) or tax number. */
export const requestConsultant = (identification: string) => safe(api.POST('/consultant-requests', { body: { identification } }));
