// What each area's authorization entries (tests/server/<area>/authorization.ts) are written
// with: the roles, the fixtures every call may name, and small builders of calls. The test that
// runs them all is authorization-matrix.test.ts.

export type Role = 'guest' | 'farmer' | 'otherFarmer' | 'consultant' | 'employee' | 'otherConsultant' | 'staff';
export const ROLES: Role[] = ['guest', 'farmer', 'otherFarmer', 'consultant', 'employee', 'otherConsultant', 'staff'];
export const SIGNED_IN: Role[] = ROLES.filter((r) => r !== 'guest');

export interface Fixtures {
  ids: Record<'farmer' | 'farmerEs' | 'otherFarmer' | 'consultant' | 'employee' | 'otherEmployee' | 'staff', number>;
  app: string;
  /** An organic draft of the farmer (what only organic has: the standing order). */
  bioApp: string;
  appToDelete: string;
  file: string;
  fileToDelete: string;
}
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  /** Sent as an upload (multipart/form-data with a small PDF), as the operation declares. */
  upload?: true;
}
/** `public`: no sign-in needed; otherwise the roles allowed to make this call on these ids. */
export type Entry = { call: (f: Fixtures) => Call; allowed: Role[] | 'public' };

export const get = (url: string) => (): Call => ({ method: 'GET', url });
export const NC = '00000000-0000-4000-8000-000000000009';
export const lifecycleCall = (f: Fixtures, path: string, body: Record<string, unknown>): Call => ({
  method: 'POST',
  url: `/${path.replace('{id}', f.app)}`,
  payload: { row_version: 1, ...body },
});
export const fileRef = (f: Fixtures) => ({ id: f.file, name: 'a.pdf', size: 10, media_type: 'application/pdf' });
export const details = { first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', phone: '6912345678' };
