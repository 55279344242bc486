import { describe, expect, it } from 'vitest';
import { accountOf, isKeptApiRead, keyForAccount, notKeptResponse } from '../../src/app/offline/sw-rules';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('what the service worker keeps for offline', () => {
  it('keeps API reads but the build check, file bytes and token calls', () => {
    expect(isKeptApiRead('/api/applications')).toBe(true);
    expect(isKeptApiRead('/api/applications/5f1c')).toBe(true);
    expect(isKeptApiRead('/api/builds/latest')).toBe(false);
    expect(isKeptApiRead('/api/files/abc/content')).toBe(false);
    expect(isKeptApiRead('/api/users/refresh-token')).toBe(false);
    expect(isKeptApiRead('/assets/index.js')).toBe(false);
    // the API under another path (VITE_API_BASE_URL): the same rules under that base
    expect(isKeptApiRead('/portal-api/applications', '/portal-api/')).toBe(true);
    expect(isKeptApiRead('/portal-api/builds/latest', '/portal-api/')).toBe(false);
    expect(isKeptApiRead('/api/applications', '/portal-api/')).toBe(false);
  });

  it('keys a read by the account of its token, so one account never reads another\'s copy', () => {
    const first = accountOf(`Bearer ${jwt({ sub: '17', role: 'client' })}`);
    const second = accountOf(`Bearer ${jwt({ sub: '18', role: 'client' })}`);
    expect(first).toBe('17');
    expect(keyForAccount('https://portal.test/api/applications?limit=20', first!)).not.toBe(keyForAccount('https://portal.test/api/applications?limit=20', second!));
    expect(keyForAccount('https://portal.test/api/applications?limit=20', '17')).toBe('https://portal.test/api/applications?limit=20&__account=17');
  });

  it('keeps nothing for a request without a readable token', () => {
    expect(accountOf(null)).toBeNull();
    expect(accountOf('Bearer not-a-jwt')).toBeNull();
    expect(accountOf(`Bearer ${jwt({ role: 'client' })}`)).toBeNull();
  });

  it('answers a read never made on this device in the API\'s error shape', async () => {
    const response = notKeptResponse();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ messageId: 'offline.notKept' });
  });
});
