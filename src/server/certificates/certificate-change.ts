import type { Transaction } from 'kysely';
import { changeAllowed, STATUS_AFTER, type CertificateChange, type StoredCertificateStatus } from '../../lifecycle/index.ts';
import type { Database } from '../core/db/types';
import { ApiError } from '../core/errors';
import { wordsKey } from '../core/text/same-words';
import { certificatesStore } from './store';
import { recordStatusChange } from './status-changes';

export interface CertificateChangeRequest {
  change: CertificateChange;
  items?: string[];
  reason: string;
  effective_from: string;
  until?: string | null;
}

/**
 * Changes the status of an application's certificate inside a lifecycle transaction: the one
 * way a certificate is suspended, revoked, cancelled or reinstated (staff's status form and a
 * sanction's escalation alike, `by`), recorded with its date by status-changes.ts: the public
 * page reads it from that date, and its history names it. 404 without
 * a certificate, 409 for a change its status does not allow, 400 for a partial suspension
 * naming products the certificate does not list. Answers what the history records.
 */
export async function applyCertificateChange(trx: Transaction<Database>, applicationId: string, body: CertificateChangeRequest, by: 'staff' | 'sanction' = 'staff') {
  const cert = await certificatesStore.statusOf(trx, applicationId);
  if (!cert) throw new ApiError(404, 'certificates.errors.none', 'This application has no certificate');
  if (!changeAllowed(cert.status as StoredCertificateStatus, body.change)) {
    throw new ApiError(409, 'certificates.errors.changeNotAllowed', `A ${cert.status} certificate cannot be changed by ${body.change}`);
  }
  // the products as the certificate spells them, however staff typed them ("γύρη" is "Γύρη")
  const named = body.change === 'suspend_partially' ? (body.items ?? []).filter((item) => item.trim()) : [];
  const ofCertificate = new Map(cert.items.map((item) => [wordsKey(item), item]));
  const items = [...new Set(named.map((item) => ofCertificate.get(wordsKey(item))).filter((item): item is string => item !== undefined))];
  if (body.change === 'suspend_partially' && (items.length === 0 || items.length < new Set(named.map(wordsKey)).size)) {
    throw new ApiError(400, 'errors.invalidRequest', 'Name products the certificate covers', [
      { path: '/items', keyword: 'enum', messageId: 'certificates.errors.itemsOfCertificate' },
    ]);
  }
  const reinstating = body.change === 'reinstate';
  await recordStatusChange(trx, cert.id, {
    change: body.change,
    status: STATUS_AFTER[body.change],
    items,
    reason: body.reason,
    from: body.effective_from,
    until: reinstating ? null : (body.until ?? null),
    by,
  });
  return { change: body.change, items, reason: body.reason, effective_from: body.effective_from, until: body.until ?? null };
}
