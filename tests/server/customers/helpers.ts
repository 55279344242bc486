import { bearer, login } from '../../helpers/server';
import { startApplicationsServer, type Who } from '../applications/helpers';

export type { Who };

/** The applications test server (demo accounts plus another farmer, employee and consultant) with a plain caller per person. */
export async function startConsultServer() {
  const t = await startApplicationsServer();
  const tokens = new Map<Who, Promise<string>>();
  const usernames = await t.db.selectFrom('users').select(['id', 'username']).execute();
  const tokenOf = (who: Who) => {
    if (!tokens.has(who)) {
      const username = usernames.find((u) => u.id === t.ids[who])!.username;
      tokens.set(who, login(t.server.app, username).then((tk) => tk.access_token));
    }
    return tokens.get(who)!;
  };
  const as = (who: Who | 'guest') => async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.server.app.inject({
      method,
      url: `/api${url}`,
      headers: who === 'guest' ? {} : bearer(await tokenOf(who)),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { ...t, as, token: tokenOf };
}

/** Valid customer form data (the AFM and DNI pass their check digits). */
export const newCustomer = (overrides: Record<string, unknown> = {}) => ({
  country: 1,
  type: 'individual',
  fullName: 'Μαρία Ιωάννου',
  identification: '123456709',
  email: 'maria@test.invalid',
  city: 'Λάρισα',
  landline: '2410123456',
  ...overrides,
});
