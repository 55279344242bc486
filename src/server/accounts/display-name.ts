/**
 * A person's display name: first and last name from the profile, else the username. The one
 * rule in code; `core/db/display-name.ts` is the same rule in SQL, for lists sorted or searched by it.
 */
export function displayNameOf(user: { profile: unknown; username: string }): string {
  const details = (((user.profile ?? {}) as Record<string, unknown>).user_details ?? {}) as Record<string, unknown>;
  const name = [details.first_name, details.last_name].filter((p) => typeof p === 'string' && p.trim()).join(' ');
  return name || user.username;
}
