import { SIGNED_IN, type Entry } from '../core/authorization-kit';

/** Who may call the files operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // files: only their owner
  uploadFile: { call: () => ({ method: 'POST', url: '/files', upload: true }), allowed: SIGNED_IN },
  getFile: { call: (f) => ({ method: 'GET', url: `/files/${f.file}` }), allowed: ['farmer'] },
  downloadFile: { call: (f) => ({ method: 'GET', url: `/files/${f.file}/content` }), allowed: ['farmer'] },
  deleteFile: { call: (f) => ({ method: 'DELETE', url: `/files/${f.fileToDelete}` }), allowed: ['farmer'] },
};
