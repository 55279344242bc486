import { atom, createStore } from 'jotai';

/** The values spec §3 keeps on the device for a signed-in user. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  id: number | null;
  isEmployee: boolean;
  role: string | null;
  type: string | null;
  country: number | null;
  status: string | null;
  locale: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Who a customer applies as (the profile's `operator`): a company with its tax number and the person acting for it; absent for others and in older sessions. */
  operator?: { name: string; person: string | null; position: string | null } | null;
  email: string | null;
  /** A staff member's duties (reviewer, inspector, admin); absent for everybody else and in sessions stored before them. */
  staffDuties?: string[];
}

export const SESSION_STORAGE_KEY = 'session';

/** Whether the session is a staff member's with this duty (docs/staff-accounts.md): their menu and forms. */
export const hasStaffDuty = (session: Session, duty: 'reviewer' | 'inspector' | 'admin') => session.role === 'staff' && (session.staffDuties ?? []).includes(duty);

/** Reads the session straight from storage: another tab may have rotated the tokens. */
export function readStoredSession(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Session) : null;
    return parsed?.accessToken && parsed.refreshToken ? parsed : null;
  } catch {
    return null;
  }
}

function storeSession(session: Session | null): void {
  try {
    if (session) globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage blocked: the session lives for this page only
  }
}

const baseSessionAtom = atom<Session | null>(readStoredSession());

/** The session; writing it also writes local storage. */
export const sessionAtom = atom(
  (get) => get(baseSessionAtom),
  (_get, set, next: Session | null) => {
    storeSession(next);
    set(baseSessionAtom, next);
  },
);

/**
 * One store for the whole app, so that code outside React (the API middleware, route
 * guards) sees the same session as the components.
 */
export const appStore = createStore();

export const getSession = () => appStore.get(sessionAtom);
export const setSession = (session: Session | null) => appStore.set(sessionAtom, session);

// Keep tabs in step: a sign-out or a token rotation in one tab reaches the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) appStore.set(baseSessionAtom, readStoredSession());
  });
}

type Listener = () => void;
const endedListeners = new Set<Listener>();

/** Called when the session ends without the user asking (refresh refused). */
export function onSessionEnded(listener: Listener): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

export function endSession(): void {
  setSession(null);
  for (const listener of endedListeners) listener();
}
