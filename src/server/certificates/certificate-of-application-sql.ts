import { sql } from 'kysely';
import type { CertificateFacts } from './certificate-today';

// For the queries of other areas that list applications (their lists, headers, staff's queue):
// the certificate of the row's application, as certificate-today.ts needs it.
/** The application's certificate as the live status needs it, or null. */
export const certificateOfApplication = sql<CertificateFacts | null>`(
  select json_build_object('status', c.status, 'valid_from', c.valid_from, 'valid_to', c.valid_to,
    'status_until', c.status_until, 'suspended_items', c.suspended_items, 'status_changes', c.status_changes)
  from certificates c where c.application_id = applications.id)`;
