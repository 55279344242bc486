import type { UserRow } from '../accounts/users-store';

/** A person's display name: first and last name from the profile, else the username. */
export function displayNameOf(user: UserRow): string {
  const details = ((user.profile as Record<string, unknown>).user_details ?? {}) as Record<string, unknown>;
  const name = [details.first_name, details.last_name].filter((p) => typeof p === 'string' && p.trim()).join(' ');
  return name || user.username;
}
