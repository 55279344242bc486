import type { AppContext } from '../context';
import { ApiError, forbidden } from '../core/errors';
import { signedIn, type Viewer } from './viewer';
import type { UserRow } from './users-store';
import { checkProfile } from './profile-rules';
import { assertReadableDocuments } from '../files/document-references';
import { isApprovedCustomer } from '../customers/customer-side';
import type { Handler } from '../core/handler';
import { profileJsonOf, profileOf } from './profile-answer';
import { sendWrittenJson } from '../core/written-json';
import { requestedLocale } from '../core/requested-locale';

export function userHandlers(ctx: AppContext) {
  const { users } = ctx;

  /** One tax number, one account: a profile may not take the number of another live account. */
  async function assertIdentificationFree(accountId: number, stored: Record<string, unknown>) {
    const typed = (stored.user_details as { identification?: unknown } | undefined)?.identification;
    if (typeof typed !== 'string' || !typed.trim()) return;
    const holder = await users.findByIdentification(typed);
    if (holder && holder.id !== accountId && holder.status !== 'declined') {
      throw new ApiError(400, 'accounts.errors.profileSave', 'This tax number belongs to another account', [
        { path: '/user_details/identification', keyword: 'unique', messageId: 'accounts.errors.identificationTaken' },
      ]);
    }
  }

  const getProfile: Handler<'getProfile'> = async (request, reply) => {
    const { account } = signedIn(request);
    const wanted = request.query.properties?.split(',').map((p) => p.trim()).filter(Boolean);
    // the whole profile, the signed-in portal's most frequent read, as JSON already written
    if (!wanted?.length) return sendWrittenJson(reply, profileJsonOf(account));
    const profile = profileOf(account);
    return Object.fromEntries(wanted.filter((key) => key in profile).map((key) => [key, profile[key]]));
  };

  /**
   * A profile and its documents' references, in one transaction. The documents it named may
   * stay (a consultant's upload when the customer saves); one named anew must be one the
   * editor may read.
   */
  async function saveProfile(editor: Viewer, account: UserRow, stored: Record<string, unknown>, status: 'incomplete' | 'complete') {
    const { db } = ctx.database;
    const { positions } = ctx.documents;
    const known = new Set(positions.ofProfile(account.role, account.profile).map((d) => d.id));
    await assertReadableDocuments(db, editor, positions.ofProfile(account.role, stored), { known });
    await assertIdentificationFree(account.id, stored);
    await db.transaction().execute(async (trx) => {
      await users.saveProfile(account.id, stored, status, trx);
      await ctx.documents.recordProfile(trx, account, stored);
    });
  }

  // Spec §4: saved while incomplete, refused when wrong; once complete only the consultant
  // (updateCustomerProfile) changes it.
  const updateProfile: Handler<'updateProfile'> = async (request) => {
    const user = signedIn(request).account;
    if (request.body.id !== user.id) throw forbidden('A profile can only be saved by its owner');
    if (user.profile_status === 'complete') {
      throw new ApiError(403, 'errors.profileLocked', 'A completed profile is edited from the customer page');
    }
    const { stored, status } = checkProfile(user, request.body);
    await saveProfile(signedIn(request), user, stored, status);
    return { profile_status: status };
  };

  /**
   * The customer of the path, if the caller is their consultant and has them approved. An
   * employee has role consultant but no customers of their own, so they find none here.
   */
  async function approvedCustomer(consultant: Viewer, customerId: number): Promise<UserRow> {
    // the certification body's staff correct any customer's profile (a farmer without a
    // consultant could otherwise never change a locked one)
    if (consultant.role === 'staff') {
      const customer = await users.findById(customerId);
      if (!customer || (customer.role !== 'client' && customer.role !== 'third_party')) {
        throw new ApiError(404, 'accounts.errors.notYourCustomer', 'No customer account with this id');
      }
      return customer;
    }
    const customer = (await isApprovedCustomer(ctx.database.db, consultant.userId, customerId)) ? await users.findById(customerId) : undefined;
    if (!customer) throw new ApiError(404, 'accounts.errors.notYourCustomer', 'Not an approved customer of this consultant');
    return customer;
  }

  /** A consultant reads an approved customer's profile (staff any customer's), to edit it. */
  const getCustomerProfile: Handler<'getCustomerProfile'> = async (request) => profileOf(await approvedCustomer(signedIn(request), request.params.id));

  /** A consultant edits the profile of one of their approved customers (staff any customer's), complete or not. */
  const updateCustomerProfile: Handler<'updateCustomerProfile'> = async (request) => {
    const editor = signedIn(request);
    const customer = await approvedCustomer(editor, request.params.id);
    const { stored, status } = checkProfile(customer, request.body);
    await saveProfile(editor, customer, stored, status);
    return { profile_status: status };
  };

  const setLocale: Handler<'setLocale'> = async (request, reply) => {
    // the contract takes any language code; the portal's languages are a list in data (locales/languages.json)
    const locale = requestedLocale(request.body.locale);
    await users.setLocale(signedIn(request).userId, locale);
    return reply.code(204).send();
  };

  const hasCustomers: Handler<'hasCustomers'> = async (request) => {
    const { consultantId } = signedIn(request);
    const count = consultantId === null ? 0 : await users.countCustomers(consultantId);
    return { data: { has_customers: count > 0 } };
  };

  return { getProfile, updateProfile, getCustomerProfile, updateCustomerProfile, setLocale, hasCustomers };
}
