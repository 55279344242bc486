import type { UserRow } from './users-store';
import { countryCode } from '../reference-data/countries';
import { operatorOf } from './display-name';

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
  // what a staff member does decides their menu and forms (docs/staff-accounts.md)
  if (user.role === 'staff') profile.staff_duties = user.staff_duties;
  if (user.role !== 'consultant') {
    // who the account applies as (the top bar names it): the one rule of accounts/display-name.ts
    profile.operator = operatorOf(user);
    profile.handling_manager = stored.handling_manager ?? null;
    profile.handling_sites = stored.handling_sites ?? [];
    profile.accounting_details = stored.accounting_details ?? null;
    profile.standing_order = stored.standing_order ?? null;
  }
  if (user.role === 'consultant' && !user.is_employee) profile.partner_code = user.partner_code;
  return profile;
}

/** The JSON of each kept account row's profile, written at its first read. */
const written = new WeakMap<UserRow, string>();

/**
 * The profile as JSON. A kept caller's row is frozen (accounts/viewer-cache.ts) and replaced,
 * never changed, when the account changes, so its JSON is written once and served as it is:
 * building the profile and serialising it (Greek text, every answer of the profile form) were
 * about a third of a signed-in profile read's CPU (docs/performance.md, "API"). A row that is
 * not kept is written afresh.
 */
export function profileJsonOf(user: UserRow): string {
  if (!Object.isFrozen(user)) return JSON.stringify(profileOf(user));
  let json = written.get(user);
  if (json === undefined) written.set(user, (json = JSON.stringify(profileOf(user))));
  return json;
}
