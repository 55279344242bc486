import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import type { StaffDuty } from '../core/db/types';
import { ApiError, notFound } from '../core/errors';
import { isoInstant } from '../core/dates';
import { pageOf, pageSize, positionOf } from '../core/paging';
import type { Handler } from '../core/handler';
import { displayNameOf } from './display-name';
import { hashPassword } from './passwords';
import { accountMails } from './account-mails';
import { refreshTokensRepository } from './refresh-tokens-store';
import { staffAccountsStore } from './staff-accounts-store';
import { signedIn } from './viewer';

type StaffRow = NonNullable<Awaited<ReturnType<ReturnType<typeof staffAccountsStore>['byId']>>>;

/** How many members a chooser lists at most (the contract's maxItems): a body's staff are a few dozen. */
const MEMBERS_MAX = 500;

const present = (row: StaffRow) => {
  const details = ((row.profile ?? {}) as { user_details?: { first_name?: string; last_name?: string } }).user_details ?? {};
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: details.first_name ?? '',
    last_name: details.last_name ?? '',
    name: displayNameOf(row),
    locale: row.locale,
    duties: row.staff_duties,
    active: row.status === 'active',
    created_at: isoInstant(row.created_at),
  };
};

const refusal = (path: string, messageId: string, message: string) => new ApiError(400, 'errors.invalidRequest', message, [{ path, keyword: 'staffAccount', messageId, params: {} }]);

/**
 * Staff administrators add, change, deactivate and reactivate staff accounts (docs/staff-accounts.md).
 * A new member is mailed a link to set their password (the reset path's one-time token); a
 * deactivated one signs in no more and every session of theirs ends at once.
 */
export function staffAccountHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const store = staffAccountsStore(db);

  const listStaffAccounts: Handler<'listStaffAccounts'> = async (request) => {
    const limit = pageSize(request.query);
    const [rows, counted] = await Promise.all([store.page(limit, positionOf(request.query.cursor, 'none', 'integer')), store.count()]);
    return { ...pageOf(rows, limit, (row) => ({ at: null, id: row.id }), present), ...counted };
  };

  // The body has passed forms staff/staff-account (x-fastify-config).
  const createStaffAccount: Handler<'createStaffAccount'> = async (request, reply) => {
    const body = request.body;
    const username = body.username.trim().toLowerCase();
    const email = body.email.trim();
    if (await store.clash(username, email)) throw new ApiError(409, 'accounts.errors.userExists', 'A user with this username or e-mail exists');
    // nobody knows this password: the person sets their own through the mailed link
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const created = await db.transaction().execute(async (trx) => {
      const row = await staffAccountsStore(trx).create({
        username,
        email,
        passwordHash,
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        locale: body.locale,
        duties: body.duties as StaffDuty[],
      });
      // the account and its mail commit together
      await accountMails(ctx, trx).staffWelcome(row);
      return row;
    });
    return reply.code(201).send(present(created));
  };

  // The body has passed forms staff/staff-account-change; `active` is the contract's.
  const updateStaffAccount: Handler<'updateStaffAccount'> = async (request) => {
    const viewer = signedIn(request);
    const id = request.params.id;
    const body = request.body;
    const duties = body.duties as StaffDuty[];
    if (!(await store.byId(id))) throw notFound();
    // an administrator cannot lock themself out: someone must be left who can undo it
    if (id === viewer.userId && !body.active) throw refusal('/active', 'staff.accounts.errors.notYourself', 'Nobody deactivates their own account');
    if (id === viewer.userId && !duties.includes('admin')) throw refusal('/duties', 'staff.accounts.errors.keepAdmin', 'Nobody removes their own admin duty');
    await db.transaction().execute(async (trx) => {
      await staffAccountsStore(trx).update(id, { firstName: body.first_name.trim(), lastName: body.last_name.trim(), locale: body.locale, duties, active: body.active });
      // a deactivated account's sessions end now: its next call is 401 (accounts/viewer.ts reads the status too)
      if (!body.active) await refreshTokensRepository(trx, ctx.config.refreshTokenTtlSeconds).revokeAllOf(id);
    });
    return present((await store.byId(id))!);
  };

  const listStaffMembers: Handler<'listStaffMembers'> = async (request) => ({
    items: await store.activeWithDuty(request.query.duty, MEMBERS_MAX),
  });

  return { listStaffAccounts, createStaffAccount, updateStaffAccount, listStaffMembers };
}
