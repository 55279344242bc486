import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import { accountMails } from '../accounts/account-mails';
import { signedIn } from '../accounts/viewer';
import { customersRepository } from './store';
import type { Handler } from '../core/handler';
import { pageOf, pageSize, positionOf } from '../core/paging';
import { displayNameOf } from '../accounts/display-name';
import { isoInstant } from '../core/dates';

// Partner codes are read over the phone: no 0/O or 1/I.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newPartnerCode = () => `CP-${[...randomBytes(6)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/** Certification-body staff decide on consultant/partner registrations (spec §1, §4). */
export function staffConsultantHandlers(ctx: AppContext) {
  const { database } = ctx;
  const { db } = database;

  const listConsultantRegistrations: Handler<'listConsultantRegistrations'> = async (request) => {
    const limit = pageSize(request.query);
    const from = positionOf(request.query?.cursor, 'instant', 'integer');
    const store = customersRepository(db);
    const [rows, counted] = await Promise.all([store.pendingConsultantRegistrations(limit, from), store.pendingConsultantRegistrationCount()]);
    return {
      ...counted,
      ...pageOf(rows, limit, (row) => ({ at: row.page_at, id: row.id }), (row) => {
        const details = ((row.profile ?? {}) as { user_details?: Record<string, unknown> }).user_details ?? {};
        return {
          id: row.id,
          username: row.username,
          email: row.email,
          name: displayNameOf(row),
          company_name: typeof details.company_name === 'string' ? details.company_name : null,
          customer_type: row.customer_type,
          country_id: row.country_id,
          registered_at: isoInstant(row.created_at),
        };
      }),
    };
  };

  const decideConsultantRegistration: Handler<'decideConsultantRegistration'> = async (request, reply) => {
    const { id } = request.params;
    const approve = request.body.decision === 'approve';
    const partnerCode = approve ? newPartnerCode() : null;
    // the decision and its mail commit together
    const decided = await db.transaction().execute(async (trx) => {
      const user = await customersRepository(trx).decideConsultantRegistration(id, { approve, partnerCode, by: signedIn(request).userId });
      if (!user) return false;
      const mails = accountMails(ctx, trx);
      if (user) await (partnerCode ? mails.approved(user, partnerCode) : mails.declined(user));
      return true;
    });
    if (!decided) {
      throw new ApiError(409, 'accounts.errors.notAConsultantApplication', 'No consultant registration awaits a decision here');
    }
    return reply.code(204).send();
  };

  return { listConsultantRegistrations, decideConsultantRegistration };
}
