import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFormValidators } from '../../../src/validation/vite-plugin';
import { toIssues } from '../../../src/validation/issues';
import type { CompiledValidate } from '../../../src/validation/types';
import { startTestServer } from '../../helpers/server';

// The browser's validators exactly as the build makes them (virtual:form-validators).
async function browserValidators(): Promise<{ validators: Record<string, CompiledValidate>; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'browser-validators-'));
  const file = join(dir, 'validators.mjs');
  writeFileSync(file, generateFormValidators().code);
  const module = (await import(pathToFileURL(file).href)) as { validators: Record<string, CompiledValidate> };
  return { validators: module.validators, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('form data on API writes', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Awaited<ReturnType<typeof browserValidators>>;
  beforeAll(async () => {
    server = await startTestServer({ demoData: false });
    browser = await browserValidators();
  });
  afterAll(async () => {
    await server.close();
    browser.cleanup();
  });

  const cases = [
    { username: '   ', password: 'x' },
    { username: 'someone', password: '  ' },
    { username: ' ', password: ' ' },
  ];

  it.each(cases)('refuses %j with the issues the browser shows for it', async (body) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/users/login', payload: body });
    expect(response.statusCode).toBe(400);
    const fromServer = response.json().issues.map(({ path, keyword, messageId }: Record<string, string>) => ({ path, keyword, messageId }));
    const validate = browser.validators['forms/login'];
    expect(validate(body)).toBe(false);
    const fromBrowser = toIssues(validate.errors).map(({ path, keyword, messageId }) => ({ path, keyword, messageId }));
    expect(fromServer).toEqual(fromBrowser);
    expect(fromServer.length).toBeGreaterThan(0);
  });

  it('lets valid form data through to the handler (a wrong password is then a 401)', async () => {
    const response = await server.app.inject({
      method: 'POST', url: '/api/users/login', payload: { username: 'someone', password: 'not-it' },
    });
    expect(response.statusCode).toBe(401);
  });
});
