/**
 * Every request limit of the API, in one place (docs/decisions.md "Rate limits").
 *
 * Each entry limits one operation per client address (`request.ip`; see TRUST_PROXY) over a
 * window — or, for calls only a signed-in person can make, per account: colleagues behind one
 * office address do not share it, and the caller is told 401 before any limit. They keep anyone from flooding people's mailboxes through the portal and from
 * trying reset links or current passwords at speed; a person who mistypes a few times stays
 * well below them. Sign-in is not here: it counts *failed* attempts only, per username and
 * address, in the database (src/server/accounts/login-lock.ts, LOGIN_* settings), so that
 * signing in and out often never locks anyone out.
 *
 * Answer when exceeded: 429 `errors.tooManyRequests` with `Retry-After` (seconds); the
 * contract lists the 429 on each of these operations.
 */
export interface RequestLimit {
  /** Requests allowed per address within the window. */
  max: number;
  windowMinutes: number;
  /** What is counted: the client address (default), or the signed-in account. */
  per?: 'address' | 'account';
}

export const requestLimits: Readonly<Record<string, RequestLimit>> = {
  // each sends a mail
  'POST /users/register': { max: 10, windowMinutes: 15 },
  'POST /users/verify-email/resend': { max: 5, windowMinutes: 15 },
  'POST /users/recover-password': { max: 5, windowMinutes: 15 },
  'POST /users/recover-username': { max: 5, windowMinutes: 15 },
  'POST /contact': { max: 5, windowMinutes: 15, per: 'account' },
  // reset links and current passwords must not be tried at speed; the reset screen checks
  // its link on every load, hence the higher count
  'POST /users/password/check-token': { max: 20, windowMinutes: 15 },
  'POST /users/password/reset': { max: 10, windowMinutes: 15 },
  'POST /users/password/change': { max: 10, windowMinutes: 15, per: 'account' },
  // the public certificate check: generous for people scanning certificates at a market
  // stall, far too slow for anyone trying codes
  'GET /verify/:code': { max: 60, windowMinutes: 1 },
  // the public register: a person searching types a few queries a minute; a scraper is slowed
  // (the open-data exports give the whole register in one call)
  'GET /public/register': { max: 60, windowMinutes: 1 },
  'GET /public/register.json': { max: 10, windowMinutes: 1 },
  'GET /public/register.csv': { max: 10, windowMinutes: 1 },
};
