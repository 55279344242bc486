import { describe, expect, it } from 'vitest';
import { apiBaseUrl, apiUrl } from '../../../src/api/api-base';
import { apiBaseOf } from '../../../src/api/api-base-setting';

describe("the API's base URL (VITE_API_BASE_URL)", () => {
  it('is /api on the pages\' origin when unset or empty', () => {
    expect(apiBaseOf(undefined)).toBe('/api');
    expect(apiBaseOf('  ')).toBe('/api');
    expect(apiBaseUrl('https://portal.example.org').href).toBe('https://portal.example.org/api/');
  });

  it('takes another path or another origin, without a trailing slash', () => {
    expect(apiBaseOf('/portal-api/')).toBe('/portal-api');
    expect(apiBaseOf('https://api.example.org/api/')).toBe('https://api.example.org/api');
  });

  it('turns an operation path into an address under the base', () => {
    expect(new URL(apiUrl('/users/refresh-token')).pathname).toBe('/api/users/refresh-token');
    expect(new URL(apiUrl('/public/register.csv?name=a')).search).toBe('?name=a');
  });
});
