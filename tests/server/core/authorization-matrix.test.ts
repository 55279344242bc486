import fs from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiFile } from '../../../src/server/app';
import { bearer, login } from '../../helpers/server';
import { startConsultServer } from '../customers/helpers';
import { hashPassword } from '../../../src/server/accounts/passwords';

// Every operation of the contract × every kind of caller, each call naming resources that
// belong to somebody else (the demo farmer's application and file, the demo consultant's
// customer and employee). A caller who may not act gets 401 (no token), 403 (wrong role) or
// 404 (not theirs — the resource's existence is not told); one who may gets anything but
// those and never a 5xx. A new operation fails this test until it is put in the matrix.

import { ROLES, type Call, type Entry, type Fixtures } from './authorization-kit';

// Each area lists its own operations' entries beside its tests (tests/server/<area>/authorization.ts).
const parts = import.meta.glob<{ authorization: Record<string, Entry> }>('../*/authorization.ts', { eager: true });
const matrix: Record<string, Entry> = {};
for (const [file, part] of Object.entries(parts)) {
  for (const [operationId, entry] of Object.entries(part.authorization)) {
    if (matrix[operationId]) throw new Error(`${operationId} is in the matrix twice (again in ${file})`);
    matrix[operationId] = entry;
  }
}

const spec = parse(fs.readFileSync(openapiFile, 'utf8')) as { paths: Record<string, Record<string, { operationId: string }>> };
const contractOperations = Object.values(spec.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));

function pdfUpload() {
  const boundary = 'matrixboundary';
  const pdf = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nbio.plant.parcelMap\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="map.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n` +
    `--${boundary}--\r\n`;
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('the authorization matrix', () => {
  let t: Awaited<ReturnType<typeof startConsultServer>>;
  let fixtures: Fixtures;
  const whoOf = { farmer: 'farmerGr', otherFarmer: 'otherFarmer', consultant: 'consultant', employee: 'employee', otherConsultant: 'otherConsultant', staff: 'staff' } as const;

  beforeAll(async () => {
    t = await startConsultServer();
    await t.db.updateTable('users').set({ profile_status: 'complete' }).where('id', '=', t.ids.otherConsultant).execute();
    const upload = async () => {
      const body = pdfUpload();
      const uploaded = await t.server.app.inject({
        method: 'POST', url: '/api/files', headers: { ...bearer(await t.token('farmerGr')), 'content-type': body.contentType }, payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      return uploaded.json().id as string;
    };
    const file = await upload();
    // the same bytes are stored once but each upload is its own document
    const fileToDelete = await upload();
    const app = (await t.api('farmerGr').draft({ type: 'globalgap' })).id;
    const appToDelete = (await t.api('farmerGr').draft({ type: 'globalgap' })).id;
    const bioApp = (await t.api('farmerGr').draft({ type: 'bio' })).id;
    expect((await t.as('otherFarmer')('POST', '/consultant-requests', { identification: '997108060' })).statusCode).toBe(201);
    fixtures = {
      ids: {
        farmer: t.ids.farmerGr, farmerEs: t.ids.farmerEs, otherFarmer: t.ids.otherFarmer, consultant: t.ids.consultant,
        employee: t.ids.employee, otherEmployee: t.ids.otherEmployee, staff: t.ids.staff,
      },
      app, bioApp, appToDelete, file, fileToDelete,
    };
  });
  afterAll(() => t.close());
  const uploadAs = (headers: Record<string, string>, call: Call) => {
    const body = pdfUpload();
    return t.server.app.inject({ method: call.method, url: `/api${call.url}`, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
  };

  it('lists every operation of the contract, and only those', () => {
    expect(Object.keys(matrix).sort()).toEqual([...contractOperations].sort());
  });

  it('lets each role do only what it may, on other people\'s ids', async () => {
    const wrong: string[] = [];
    for (const [operationId, entry] of Object.entries(matrix)) {
      const call = entry.call(fixtures);
      const allowed = entry.allowed === 'public' ? ROLES : entry.allowed;
      // the denied go first, while the resources still exist; then those allowed (who may delete them)
      const order = [...ROLES.filter((r) => !allowed.includes(r)), ...ROLES.filter((r) => allowed.includes(r))];
      for (const role of order) {
        const response = call.upload
          ? await uploadAs(role === 'guest' ? {} : bearer(await t.token(whoOf[role])), call)
          : await (role === 'guest' ? t.as('guest') : t.as(whoOf[role]))(call.method, call.url, call.payload);
        const status = response.statusCode;
        const label = `${operationId} as ${role}: ${status} ${response.body.slice(0, 120)}`;
        if (status >= 500) wrong.push(label);
        else if (!allowed.includes(role)) {
          const expected = role === 'guest' ? [401] : [403, 404];
          if (!expected.includes(status)) wrong.push(`${label} (expected ${expected.join(' or ')})`);
        } else if (entry.allowed !== 'public' && (status === 401 || status === 403)) wrong.push(`${label} (should be allowed)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Staff members' duties (docs/staff-accounts.md): each staff operation as a staff member who
  // has only one duty. The operations a duty is needed for are refused (403) to the others; every
  // other staff operation is open to all three.
  const DUTY_OF: Record<string, 'reviewer' | 'inspector' | 'admin'> = {
    reviewApplication: 'reviewer', sendOffer: 'reviewer', sendContract: 'reviewer', planInspection: 'reviewer', decideCertification: 'reviewer',
    changeCertificateStatus: 'reviewer', imposeSanction: 'reviewer', reviewSanction: 'reviewer', assignReviewer: 'reviewer',
    recordInspectionResults: 'inspector', reviewNonConformity: 'inspector',
    listStaffAccounts: 'admin', createStaffAccount: 'admin', updateStaffAccount: 'admin',
  };
  it('lets each staff member do only what their duties name', async () => {
    const tokens: Record<string, string> = {};
    for (const duty of ['reviewer', 'inspector', 'admin'] as const) {
      const created = await t.as('staff')('POST', '/staff/accounts', {
        first_name: 'Δοκιμή', last_name: duty, username: `only.${duty}`, email: `only.${duty}@test.invalid`, locale: 'el', duties: [duty],
      });
      expect(created.statusCode, created.body).toBe(201);
      await t.db.updateTable('users').set({ password_hash: await hashPassword('DemoPass2026') }).where('username', '=', `only.${duty}`).execute();
      tokens[duty] = (await login(t.server.app, `only.${duty}`)).access_token;
    }
    const wrong: string[] = [];
    for (const [operationId, entry] of Object.entries(matrix)) {
      if (entry.allowed === 'public' || !entry.allowed.includes('staff')) continue;
      const call = entry.call(fixtures);
      if (call.upload) continue;
      for (const duty of ['reviewer', 'inspector', 'admin'] as const) {
        const response = await t.server.app.inject({
          method: call.method, url: `/api${call.url}`, headers: bearer(tokens[duty]),
          ...(call.payload === undefined ? {} : { payload: call.payload as object }),
        });
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const needed = DUTY_OF[operationId];
        const label = `${operationId} as the ${duty}: ${response.statusCode} ${response.body.slice(0, 100)}`;
        if (response.statusCode >= 500) wrong.push(label);
        else if (needed !== undefined && needed !== duty && response.statusCode !== 403) wrong.push(`${label} (expected 403)`);
        else if ((needed === undefined || needed === duty) && refused) wrong.push(`${label} (should be allowed)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never tells a guest anything with a forged token either', async () => {
    for (const [operationId, entry] of Object.entries(matrix)) {
      if (entry.allowed === 'public') continue;
      const call = entry.call(fixtures);
      const response = call.upload
        ? await uploadAs(bearer('forged.token.value'), call)
        : await t.server.app.inject({
            method: call.method, url: `/api${call.url}`, headers: bearer('forged.token.value'),
            ...(call.payload === undefined ? {} : { payload: call.payload as object }),
          });
      expect(response.statusCode, operationId).toBe(401);
    }
  });
});
