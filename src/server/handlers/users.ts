import type { AppContext } from '../context';
import { ApiError, forbidden, unauthorized } from '../errors';
import type { UserRow } from '../repositories/users';
import { countryCode } from '../countries';
import type { Handler } from './types';

/** The profile as the client reads it (spec §3). Consultants have no handling data. */
export function profileOf(user: UserRow): Record<string, unknown> {
  const stored = user.profile as Record<string, unknown>;
  const details = (stored.user_details ?? {}) as Record<string, unknown>;
  const profile: Record<string, unknown> = {
    id: user.id,
    username: user.username,
    is_employee: user.is_employee,
    role: user.role,
    type: user.customer_type,
    locale: user.locale,
    status: user.status,
    profile_status: user.profile_status,
    user_details: {
      ...details,
      email: details.email ?? user.email,
      country: { id: user.country_id, code: countryCode(user.country_id) },
    },
  };
  if (user.role !== 'consultant') {
    profile.handling_manager = stored.handling_manager ?? null;
    profile.handling_sites = stored.handling_sites ?? [];
    profile.accounting_details = stored.accounting_details ?? null;
  }
  return profile;
}

export function userHandlers(ctx: AppContext) {
  const { users } = ctx;

  async function currentUser(userId: number | undefined): Promise<UserRow> {
    const user = userId === undefined ? undefined : await users.findById(userId);
    if (!user) throw unauthorized('Unknown user');
    return user;
  }

  const getProfile: Handler<'getProfile'> = async (request) => {
    const profile = profileOf(await currentUser(request.user?.userId));
    const wanted = request.query.properties?.split(',').map((p) => p.trim()).filter(Boolean);
    if (!wanted?.length) return profile;
    return Object.fromEntries(wanted.filter((key) => key in profile).map((key) => [key, profile[key]]));
  };

  const updateProfile: Handler<'updateProfile'> = async (request) => {
    const user = await currentUser(request.user?.userId);
    if (request.body.id !== user.id) throw forbidden('A profile can only be saved by its owner');
    if (user.profile_status === 'complete') {
      throw new ApiError(403, 'errors.profileLocked', 'A completed profile is edited from the customer page');
    }
    const { id: _id, ...body } = request.body;
    const next = user.role === 'consultant' ? { user_details: body.user_details } : body;
    // The full profile rules arrive with the profile forms (schemas/forms); until then a
    // profile counts as complete when the person's name and a phone are there.
    const details = body.user_details as Record<string, unknown>;
    const complete = ['first_name', 'last_name', 'phone'].every((key) => String(details[key] ?? '').trim() !== '');
    const status = complete ? 'complete' : 'incomplete';
    await users.saveProfile(user.id, next, status);
    return { profile_status: status };
  };

  const setLocale: Handler<'setLocale'> = async (request, reply) => {
    const user = await currentUser(request.user?.userId);
    await users.setLocale(user.id, request.body.locale);
    return reply.code(204).send();
  };

  const hasCustomers: Handler<'hasCustomers'> = async (request) => {
    const user = await currentUser(request.user?.userId);
    const consultantId = user.is_employee ? user.consultant_id : user.role === 'consultant' ? user.id : null;
    const count = consultantId === null ? 0 : await users.countCustomers(consultantId);
    return { data: { has_customers: count > 0 } };
  };

  return { getProfile, updateProfile, setLocale, hasCustomers };
}
