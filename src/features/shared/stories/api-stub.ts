import type { paths } from '../../../api/schema.gen';
import { apiBaseUrl } from '../../../api/api-base';
import { queryClient } from '../../../api/query';
import { appStore, sessionAtom, type Session } from '../../../api/session';

// Storybook only: screens answered from fixtures typed by the contract (src/api/schema.gen.ts),
// with no server and no mock library. A story lists the calls its screen makes; fetch answers
// them, and answers any other API call 404 with a warning naming it (so a screen that starts
// asking for more shows it in the browser's console and in the story).

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;
/** The JSON an operation answers when it succeeds (200, else 201), as the contract types it. */
export type Success<P extends keyof paths, M extends Method> = paths[P][M] extends { responses: infer R }
  ? R extends { 200: infer A }
    ? Json<A>
    : R extends { 201: infer A }
      ? Json<A>
      : never
  : never;

export interface StubCall {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export interface StubRoute {
  method: Method;
  path: keyof paths;
  answer: (call: StubCall) => unknown;
  status: number;
}

/** One answered call: `answer('get', '/applications', { items: […], nextCursor: null })`, checked against the contract. */
export function answer<P extends keyof paths, M extends Method & keyof paths[P]>(
  method: M,
  path: P,
  body: Success<P, M> | ((call: StubCall) => Success<P, M>),
): StubRoute {
  return { method, path, status: 200, answer: typeof body === 'function' ? (body as (call: StubCall) => unknown) : () => body };
}

/** A call refused as the server refuses it (`{ statusCode, messageId }`). */
export function refuse(method: Method, path: keyof paths, status: number, messageId: string): StubRoute {
  return { method, path, status, answer: () => ({ statusCode: status, error: 'Refused', message: messageId, messageId }) };
}

const matcher = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, '(?<$1>[^/]+)')}$`);

/** Answers a request from the routes; undefined for one outside the API (fonts, chunks). */
async function respond(routes: readonly StubRoute[], request: Request): Promise<Response | undefined> {
  const base = apiBaseUrl();
  const url = new URL(request.url);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
  const path = `/${url.pathname.slice(base.pathname.length)}`;
  const method = request.method.toLowerCase();
  for (const route of routes) {
    const found = route.method === method ? matcher(route.path).exec(path) : null;
    if (!found) continue;
    const text = method === 'get' || method === 'delete' ? '' : await request.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const json = route.answer({ params: { ...found.groups }, query: url.searchParams, body });
    return new Response(json === undefined ? null : JSON.stringify(json), {
      status: json === undefined && route.status === 200 ? 204 : route.status,
      headers: { 'content-type': 'application/json' },
    });
  }
  console.warn(`[api-stub] no fixture for ${request.method} ${path}`);
  return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'errors.notFound', messageId: 'errors.notFound' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });
}

const realFetch = globalThis.fetch.bind(globalThis);
let current: readonly StubRoute[] = [];
globalThis.fetch = async (input, init) => {
  const request = input instanceof Request && !init ? input : new Request(input, init);
  return (await respond(current, request.clone())) ?? realFetch(input, init);
};

/** A person signed in as the story says (no real tokens: the stub asks for none). */
export const storySession = (session: Partial<Session>): Session => ({
  accessToken: 'story',
  refreshToken: 'story',
  id: 1,
  isEmployee: false,
  role: 'client',
  type: 'farmer',
  country: 1,
  status: 'active',
  locale: 'el',
  firstName: 'Μαρία',
  lastName: 'Παππά',
  email: 'maria@example.gr',
  ...session,
});

/**
 * What a screen's story adds: the API answered by `routes`, the person signed in as `session`
 * (null: a guest), nothing cached from the story before; all put back once the story is left.
 */
export function withApi(routes: readonly StubRoute[], session: Session | null) {
  return {
    beforeEach: () => {
      const before = { routes: current, session: appStore.get(sessionAtom) };
      current = routes;
      appStore.set(sessionAtom, session);
      queryClient.clear();
      return () => {
        current = before.routes;
        appStore.set(sessionAtom, before.session);
        queryClient.clear();
      };
    },
  };
}
