import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import { accountMails } from '../accounts/account-mails';
import { signedIn } from '../accounts/viewer';
import { usersRepository } from '../accounts/users-store';
import type { Handler } from '../core/handler';

// Partner codes are read over the phone: no 0/O or 1/I.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newPartnerCode = () => `CP-${[...randomBytes(6)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/** Certification-body staff decide on consultant/partner registrations (spec §1, §4). */
export function staffConsultantHandlers(ctx: AppContext) {
  const { database } = ctx;
  const { db } = database;

  const listConsultantRegistrations: Handler<'listConsultantRegistrations'> = async () => {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'customer_type', 'country_id', 'profile', 'created_at'])
      .where('role', '=', 'consultant')
      .where('is_employee', '=', false)
      .where('status', '=', 'pending_approval')
      .orderBy('created_at')
      .execute();
    return {
      data: rows.map((row) => {
        const details = ((row.profile ?? {}) as { user_details?: Record<string, unknown> }).user_details ?? {};
        const name = [details.first_name, details.last_name].filter(Boolean).join(' ');
        return {
          id: row.id,
          username: row.username,
          email: row.email,
          name: name || row.username,
          company_name: typeof details.company_name === 'string' ? details.company_name : null,
          customer_type: row.customer_type,
          country_id: row.country_id,
          registered_at: new Date(row.created_at).toISOString(),
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
      const updated = await trx
      .updateTable('users')
      .set({
        status: approve ? 'active' : 'declined',
        partner_code: partnerCode,
        decided_by: signedIn(request).userId,
        decided_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('role', '=', 'consultant')
      .where('is_employee', '=', false)
      .where('status', '=', 'pending_approval')
      .returning('id')
      .executeTakeFirst();
      if (!updated) return false;
      const user = await usersRepository(trx).findById(id);
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
