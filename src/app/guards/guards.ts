import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getSession, hasStaffDuty, type Session } from '../../api/session';

// Spec §2 guards, run as route loaders before a screen renders. A failed role guard sends
// the user home; a guest is sent to /login.

export const GREECE_COUNTRY_ID = 1;

function signedIn(): Session {
  const session = getSession();
  if (!session) throw redirect('/login');
  return session;
}

export const isConsultant = (s: Session) => s.role === 'consultant' && !s.isEmployee;
export const isEmployee = (s: Session) => s.isEmployee;

export function requireSignedIn() {
  signedIn();
  return null;
}

export function guestOnly() {
  if (getSession()) throw redirect('/');
  return null;
}

function roleGuard(allowed: (s: Session) => boolean) {
  return () => {
    if (!allowed(signedIn())) throw redirect('/');
    return null;
  };
}

export const consultantGuard = roleGuard(isConsultant);
export const employeeGuard = roleGuard(isEmployee);
export const consultantOrEmployeeGuard = roleGuard((s) => isConsultant(s) || isEmployee(s));
// Certification-body staff (not in the specification's route table: its staff screens are ours).
export const staffGuard = roleGuard((s) => s.role === 'staff');
/** The staff administrators: the staff accounts' screen. */
export const staffAdminGuard = roleGuard((s) => hasStaffDuty(s, 'admin'));
export const greekUserGuard = roleGuard((s) => s.country === GREECE_COUNTRY_ID);

/** /reset-password needs both `token` and `username` in the query. */
export function resetPasswordGuard({ request }: LoaderFunctionArgs) {
  guestOnly();
  const query = new URL(request.url).searchParams;
  if (!query.get('token') || !query.get('username')) throw redirect('/login');
  return null;
}

/** Runs several guards in order; the first redirect wins. */
export const allOf =
  (...guards: ((args: LoaderFunctionArgs) => null)[]) =>
  (args: LoaderFunctionArgs) => {
    for (const guard of guards) guard(args);
    return null;
  };

/**
 * The application routes of spec §2 exist for two families: `bio` (greek-user guard) and
 * `global`. Any other segment is an unknown page.
 */
export function familyGuard({ params }: LoaderFunctionArgs) {
  if (params.family === 'bio') return greekUserGuard();
  if (params.family === 'global') return null;
  throw redirect('/404');
}

/** Like allOf, for guards that load data: the last guard's result is the route's data. */
export const allOfAsync =
  (...guards: ((args: LoaderFunctionArgs) => unknown)[]) =>
  async (args: LoaderFunctionArgs) => {
    let result: unknown = null;
    for (const guard of guards) result = await guard(args);
    return result;
  };
