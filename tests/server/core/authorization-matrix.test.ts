import fs from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiFile } from '../../../src/server/app';
import { bearer } from '../../helpers/server';
import { startConsultServer, newCustomer } from '../customers/helpers';

// Every operation of the contract × every kind of caller, each call naming resources that
// belong to somebody else (the demo farmer's application and file, the demo consultant's
// customer and employee). A caller who may not act gets 401 (no token), 403 (wrong role) or
// 404 (not theirs — the resource's existence is not told); one who may gets anything but
// those and never a 5xx. A new operation fails this test until it is put in the matrix.

type Role = 'guest' | 'farmer' | 'otherFarmer' | 'consultant' | 'employee' | 'otherConsultant' | 'staff';
const ROLES: Role[] = ['guest', 'farmer', 'otherFarmer', 'consultant', 'employee', 'otherConsultant', 'staff'];
const SIGNED_IN: Role[] = ROLES.filter((r) => r !== 'guest');

interface Fixtures {
  ids: Record<'farmer' | 'farmerEs' | 'otherFarmer' | 'consultant' | 'employee' | 'otherEmployee' | 'staff', number>;
  app: string;
  appToDelete: string;
  file: string;
  fileToDelete: string;
}
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  /** Sent as an upload (multipart/form-data with a small PDF), as the operation declares. */
  upload?: true;
}
/** `public`: no sign-in needed; otherwise the roles allowed to make this call on these ids. */
type Entry = { call: (f: Fixtures) => Call; allowed: Role[] | 'public' };

const get = (url: string) => (): Call => ({ method: 'GET', url });
const NC = '00000000-0000-4000-8000-000000000009';
const lifecycleCall = (f: Fixtures, path: string, body: Record<string, unknown>): Call => ({
  method: 'POST',
  url: `/${path.replace('{id}', f.app)}`,
  payload: { row_version: 1, ...body },
});
const fileRef = (f: Fixtures) => ({ id: f.file, name: 'a.pdf', size: 10, media_type: 'application/pdf' });
const details = { first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', phone: '6912345678' };

const matrix: Record<string, Entry> = {
  // system and sign-in
  getHealth: { call: get('/health'), allowed: 'public' },
  getLatestBuild: { call: get('/builds/latest'), allowed: 'public' },
  getBuildMeta: { call: get('/builds/meta'), allowed: 'public' },
  login: { call: () => ({ method: 'POST', url: '/users/login', payload: { username: 'nobody', password: 'nothing' } }), allowed: 'public' },
  refreshToken: { call: () => ({ method: 'POST', url: '/users/refresh-token' }), allowed: 'public' },
  logout: { call: () => ({ method: 'POST', url: '/users/logout' }), allowed: 'public' },
  resetPassword: {
    call: () => ({ method: 'POST', url: '/users/password/reset', payload: { username: 'demo.farmer.gr', password: 'NewPass20260', token: 'x' } }),
    allowed: 'public',
  },
  recoverPassword: { call: () => ({ method: 'POST', url: '/users/recover-password', payload: { username: 'nobody' } }), allowed: 'public' },
  recoverUsername: { call: () => ({ method: 'POST', url: '/users/recover-username', payload: { identification: '000' } }), allowed: 'public' },
  register: { call: () => ({ method: 'POST', url: '/users/register', payload: { role: 'client' } }), allowed: 'public' },
  verifyEmail: { call: () => ({ method: 'POST', url: '/users/verify-email', payload: { username: 'nobody', token: 'x' } }), allowed: 'public' },
  resendVerification: { call: () => ({ method: 'POST', url: '/users/verify-email/resend', payload: { username: 'nobody' } }), allowed: 'public' },
  checkResetToken: { call: () => ({ method: 'POST', url: '/users/password/check-token', payload: { username: 'nobody', token: 'x' } }), allowed: 'public' },
  changePassword: {
    // a confirmation that does not match: refused as bad input, never carried out
    call: () => ({ method: 'POST', url: '/users/password/change', payload: { current_password: 'x', password: 'NewPass20260', password_confirmation: 'Other20260' } }),
    allowed: SIGNED_IN,
  },
  listConsultantRegistrations: { call: get('/staff/consultants'), allowed: ['staff'] },
  decideConsultantRegistration: {
    call: () => ({ method: 'POST', url: '/staff/consultants/2147483000/decision', payload: { decision: 'decline' } }),
    allowed: ['staff'],
  },
  listCustomerRequests: { call: get('/staff/customer-requests'), allowed: ['staff'] },
  getCustomerProfile: { call: (f) => ({ method: 'GET', url: `/farmers/${f.ids.farmer}/profile` }), allowed: ['consultant', 'staff'] },
  updateCustomerProfile: {
    call: (f) => ({ method: 'PUT', url: `/farmers/${f.ids.farmer}/profile`, payload: { id: f.ids.farmer, user_details: details } }),
    allowed: ['consultant', 'staff'],
  },
  // users
  getProfile: { call: get('/users/profile'), allowed: SIGNED_IN },
  updateProfile: {
    call: (f) => ({ method: 'PUT', url: '/users/profile', payload: { id: f.ids.farmer, user_details: details } }),
    allowed: ['farmer'],
  },
  setLocale: { call: () => ({ method: 'POST', url: '/users/locale', payload: { locale: 'el' } }), allowed: SIGNED_IN },
  hasCustomers: { call: get('/farmers/has-customers'), allowed: SIGNED_IN },
  // misc
  listRegions: { call: get('/misc/regions?country_id=1'), allowed: 'public' },
  listPrefectures: { call: get('/misc/prefectures?region_id=1'), allowed: 'public' },
  listMunicipalUnits: { call: get('/misc/municipal-units?prefecture_id=1'), allowed: 'public' },
  listLocalCommunities: { call: get('/misc/local-communities?municipal_unit_id=1'), allowed: 'public' },
  // files: only their owner
  uploadFile: { call: () => ({ method: 'POST', url: '/files', upload: true }), allowed: SIGNED_IN },
  getFile: { call: (f) => ({ method: 'GET', url: `/files/${f.file}` }), allowed: ['farmer'] },
  downloadFile: { call: (f) => ({ method: 'GET', url: `/files/${f.file}/content` }), allowed: ['farmer'] },
  deleteFile: { call: (f) => ({ method: 'DELETE', url: `/files/${f.fileToDelete}` }), allowed: ['farmer'] },
  // applications: the farmer's draft, not assigned to any employee
  listApplications: { call: get('/applications'), allowed: SIGNED_IN },
  listApplicationCustomers: { call: get('/applications/customers'), allowed: SIGNED_IN },
  getApplicationPdf: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/pdf` }), allowed: ['farmer', 'consultant', 'staff'] },
  createApplication: {
    call: (f) => ({ method: 'POST', url: '/applications', payload: { type: 'globalgap', customer_id: f.ids.farmer } }),
    allowed: ['farmer', 'consultant', 'employee'],
  },
  getApplication: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}` }), allowed: ['farmer', 'consultant', 'staff'] },
  deleteApplication: { call: (f) => ({ method: 'DELETE', url: `/applications/${f.appToDelete}` }), allowed: ['farmer', 'consultant'] },
  saveApplicationAnswers: {
    call: (f) => ({ method: 'PUT', url: `/applications/${f.app}/answers`, payload: { answers: {}, row_version: 1 } }),
    allowed: ['farmer', 'consultant'],
  },
  submitApplication: {
    call: (f) => ({ method: 'POST', url: `/applications/${f.app}/submit`, payload: { row_version: 1 } }),
    allowed: ['farmer', 'consultant'],
  },
  assignApplicationEmployee: {
    call: (f) => ({ method: 'PUT', url: `/applications/${f.app}/employee`, payload: { employee_id: f.ids.employee } }),
    allowed: ['consultant'],
  },
  // certification lifecycle: the farmer's application is a draft, so those allowed hear 409;
  // the demo employee was assigned to it just above (assignApplicationEmployee) and acts for the customer
  getApplicationLifecycle: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/lifecycle` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  listStaffQueue: { call: get('/staff/applications?waiting_on=staff'), allowed: ['staff'] },
  reviewApplication: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/review', { outcome: 'complete', risk_level: 'low' }), allowed: ['staff'] },
  sendOffer: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/offer', { amount: 1, expires_on: '2030-01-01' }), allowed: ['staff'] },
  replyToOffer: { call: (f) => lifecycleCall(f, 'applications/{id}/offer/reply', { reply: 'decline', decline_reason: 'x' }), allowed: ['farmer', 'consultant', 'employee'] },
  sendContract: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/contract', { duration_years: 1, start_date: '2030-01-01' }), allowed: ['staff'] },
  signContract: { call: (f) => lifecycleCall(f, 'applications/{id}/contract/signature', { signed_contract: fileRef(f) }), allowed: ['farmer', 'consultant', 'employee'] },
  planInspection: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/inspection', { inspection_date: '2030-01-01', inspector: 'X' }), allowed: ['staff'] },
  sendSupportingDocuments: { call: (f) => lifecycleCall(f, 'applications/{id}/inspection/documents', { documents: [fileRef(f)] }), allowed: ['farmer', 'consultant', 'employee'] },
  recordInspectionResults: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/results', { results: 'x' }), allowed: ['staff'] },
  respondToNonConformity: {
    call: (f) => lifecycleCall(f, `applications/{id}/non-conformities/${NC}/response`, { response: 'recheck', note: 'x' }),
    allowed: ['farmer', 'consultant', 'employee'],
  },
  reviewNonConformity: { call: (f) => lifecycleCall(f, `staff/applications/{id}/non-conformities/${NC}/review`, { review: 'accepted' }), allowed: ['staff'] },
  // certificates: the draft has none, so those allowed hear 404 (PDF) or 409 (status); anyone may verify a code
  getCertificatePdf: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/certificate/pdf` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  changeCertificateStatus: {
    call: (f) => lifecycleCall(f, 'staff/applications/{id}/certificate/status', { change: 'suspend', reason: 'x', effective_from: '2030-01-01' }),
    allowed: ['staff'],
  },
  verifyCertificate: { call: get(`/verify/${'0'.repeat(64)}`), allowed: 'public' },
  // notes: whoever sees the application, both sides
  listApplicationNotes: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/notes` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  sendApplicationNote: { call: (f) => ({ method: 'POST', url: `/applications/${f.app}/notes`, payload: { body: 'Ερώτηση' } }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  // sanctions on a certified operator (the draft has none: those allowed hear 409); a customer's inspection history
  imposeSanction: {
    call: (f) => lifecycleCall(f, 'staff/applications/{id}/sanctions', { kind: 'warning', reason: 'x', corrective_action: 'x', deadline: '2030-01-01' }),
    allowed: ['staff'],
  },
  answerSanction: { call: (f) => lifecycleCall(f, `applications/{id}/sanctions/${NC}/answer`, { documents: [fileRef(f)] }), allowed: ['farmer', 'consultant', 'employee'] },
  reviewSanction: { call: (f) => lifecycleCall(f, `staff/applications/{id}/sanctions/${NC}/review`, { outcome: 'lift' }), allowed: ['staff'] },
  listInspectionHistory: { call: (f) => ({ method: 'GET', url: `/inspection-history?customer_id=${f.ids.farmer}` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  decideCertification: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/decision', { outcome: 'reject', reasons: 'x' }), allowed: ['staff'] },
  // certificate requests and invoices: the draft has no certificate (409) and no such request or
  // invoice (404) for those allowed; the customer side asks, staff answer, invoice and mark paid
  listCertificateRequests: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/certificate-requests` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  sendCertificateRequest: {
    call: (f) => ({ method: 'POST', url: `/applications/${f.app}/certificate-requests`, payload: { kind: 'attestation', attestation: 'conformity' } }),
    allowed: ['farmer', 'consultant', 'employee'],
  },
  answerCertificateRequest: {
    call: (f) => ({ method: 'POST', url: `/staff/applications/${f.app}/certificate-requests/${NC}/answer`, payload: { answer: 'refuse', reason: 'x' } }),
    allowed: ['staff'],
  },
  listOpenCertificateRequests: { call: get('/staff/certificate-requests'), allowed: ['staff'] },
  listInvoices: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/invoices` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  createInvoice: {
    call: (f) => ({ method: 'POST', url: `/staff/applications/${f.app}/invoices`, payload: { number: 'M-1', amount: 10, due_date: '2030-01-01', document: fileRef(f) } }),
    allowed: ['staff'],
  },
  setInvoicePaid: { call: (f) => ({ method: 'PUT', url: `/staff/applications/${f.app}/invoices/${NC}/payment`, payload: { paid: true } }), allowed: ['staff'] },
  // customers: the demo consultant's
  listCustomers: { call: get('/customers'), allowed: ['consultant', 'otherConsultant'] },
  createCustomer: { call: () => ({ method: 'POST', url: '/customers', payload: newCustomer() }), allowed: ['consultant', 'otherConsultant'] },
  linkCustomer: {
    call: () => ({ method: 'POST', url: '/customers/link', payload: { country: 1, identification: '094259216' } }),
    allowed: ['consultant', 'otherConsultant'],
  },
  deleteCustomers: { call: (f) => ({ method: 'POST', url: '/customers/delete', payload: { ids: [f.ids.farmerEs] } }), allowed: ['consultant'] },
  getCustomer: { call: (f) => ({ method: 'GET', url: `/customers/${f.ids.farmer}` }), allowed: ['consultant'] },
  updateCustomer: {
    call: (f) => ({
      method: 'PUT',
      url: `/customers/${f.ids.farmer}`,
      payload: newCustomer({ identification: '094259216', fullName: 'Γιώργος Παπαδόπουλος' }),
    }),
    allowed: ['consultant'],
  },
  // the other farmer asked the demo consultant: only that consultant answers
  decideCustomerRequest: {
    call: (f) => ({
      method: 'POST',
      url: `/customers/${f.ids.otherFarmer}/decision`,
      payload: { decision: 'approved', consultant_id: f.ids.consultant },
    }),
    allowed: ['consultant'],
  },
  assignCustomerEmployee: {
    call: (f) => ({ method: 'PUT', url: `/customers/${f.ids.farmer}/employee`, payload: { employee_id: f.ids.employee } }),
    allowed: ['consultant'],
  },
  listMyConsultants: { call: get('/consultant-requests'), allowed: ['farmer', 'otherFarmer'] },
  requestConsultant: {
    call: () => ({ method: 'POST', url: '/consultant-requests', payload: { identification: '997108060' } }),
    allowed: ['farmer', 'otherFarmer'],
  },
  // employees: the demo consultant's
  listEmployees: { call: get('/employees'), allowed: ['consultant', 'employee', 'otherConsultant'] },
  createEmployee: {
    call: () => ({
      method: 'POST',
      url: '/employees',
      payload: { fullName: 'Άννα', username: 'matrix.employee', email: 'm@test.invalid', password: 'Initial2026pass' },
    }),
    allowed: ['consultant', 'otherConsultant'],
  },
  deleteEmployees: { call: (f) => ({ method: 'POST', url: '/employees/delete', payload: { ids: [f.ids.otherEmployee] } }), allowed: ['consultant'] },
  getEmployee: { call: (f) => ({ method: 'GET', url: `/employees/${f.ids.employee}` }), allowed: ['consultant'] },
  updateEmployee: {
    call: (f) => ({
      method: 'PUT',
      url: `/employees/${f.ids.employee}`,
      payload: { fullName: 'Νίκος Αλεξίου', username: 'demo.employee', email: 'employee@demo.invalid' },
    }),
    allowed: ['consultant'],
  },
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
  listNotifications: { call: get('/notifications'), allowed: SIGNED_IN },
  countUnreadNotifications: { call: get('/notifications/unread-count'), allowed: SIGNED_IN },
  markNotificationsRead: { call: () => ({ method: 'POST', url: '/notifications/read', payload: {} }), allowed: SIGNED_IN },
  sendContactMessage: { call: () => ({ method: 'POST', url: '/contact', payload: { subject: 'a', description: 'b' } }), allowed: SIGNED_IN },
};

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
    expect((await t.as('otherFarmer')('POST', '/consultant-requests', { identification: '997108060' })).statusCode).toBe(201);
    fixtures = {
      ids: {
        farmer: t.ids.farmerGr, farmerEs: t.ids.farmerEs, otherFarmer: t.ids.otherFarmer, consultant: t.ids.consultant,
        employee: t.ids.employee, otherEmployee: t.ids.otherEmployee, staff: t.ids.staff,
      },
      app, appToDelete, file, fileToDelete,
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
