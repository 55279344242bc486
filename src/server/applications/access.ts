import type { Viewer as RequestViewer } from '../accounts/viewer';

/**
 * What the access rules need of a caller: the request's viewer (accounts/viewer.ts), or one
 * built from a download link's user id (files/access.ts). Which applications it sees: visible-to-sql.ts.
 */
export type Viewer = Pick<RequestViewer, 'userId' | 'role' | 'isEmployee' | 'consultantId'>;

/** Whether a viewer who can see an application may change it (save, submit, delete). Staff only read. */
export const mayWrite = (viewer: Viewer): boolean => viewer.role !== 'staff';
