import { SIGNED_IN, get, type Entry } from '../core/authorization-kit';

/** Who may call the news operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // news, notifications, contact
  listNews: { call: get('/news'), allowed: SIGNED_IN },
  createNews: {
    call: () => ({
      method: 'POST',
      url: '/news',
      payload: { title_el: 'α', title_en: 'a', title_es: 'a', body_el: 'β', body_en: 'b', body_es: 'b' },
    }),
    allowed: ['staff'],
  },
};
