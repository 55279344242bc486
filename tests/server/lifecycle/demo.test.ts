import { afterAll, beforeAll, expect, it } from 'vitest';
import { login, startTestServer } from '../../helpers/server';
import { wizardRegistryOf } from '../../../src/server/applications/wizards';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ demoApplications: true });
}, 60_000);
afterAll(() => server?.close());

it('the demo farmer has an offer to accept, an inspection with open non-conformities and a certified application', async () => {
  const { access_token } = await login(server.app, 'demo.farmer.gr');
  const headers = { authorization: `Bearer ${access_token}` };
  const list = (await server.app.inject({ method: 'GET', url: '/api/applications', headers })).json().items as { id: string }[];
  const views = await Promise.all(
    list.map(async (app) => (await server.app.inject({ method: 'GET', url: `/api/applications/${app.id}/lifecycle`, headers })).json()),
  );
  const byState = Object.fromEntries(views.map((v) => [v.application.state, v]));
  expect(Object.keys(byState).sort()).toEqual(['certified', 'nc_open', 'offer_sent']);
  expect(byState.offer_sent.actions).toEqual(['accept_offer', 'decline_offer']);
  const pdf = await server.app.inject({ method: 'GET', url: byState.offer_sent.offers[0].document.download_url });
  expect(pdf.headers['content-type']).toContain('application/pdf');
  expect(byState.nc_open.non_conformities.map((n: { status: string }) => n.status)).toEqual(['open', 'open']);
  expect(byState.certified.certificate.number).toMatch(/^BIO-2025-/);

  // the list says where each stands and which wait on the farmer (not "submitted" alone)
  const stages = (list as unknown as { stage: { state: string; waiting_on: string | null } }[]).map((row) => row.stage);
  expect(stages).toEqual(
    expect.arrayContaining([
      { state: 'offer_sent', waiting_on: 'customer' },
      { state: 'nc_open', waiting_on: 'customer' },
      { state: 'certified', waiting_on: null },
    ]),
  );
});

it('the demo applications are whole: every step of the wizard answered, the signed copy downloads', async () => {
  const { access_token } = await login(server.app, 'demo.farmer.gr');
  const headers = { authorization: `Bearer ${access_token}` };
  const list = (await server.app.inject({ method: 'GET', url: '/api/applications', headers })).json().items as { id: string }[];
  const wizards = wizardRegistryOf();
  for (const { id } of list) {
    const app = (await server.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers })).json();
    const steps = wizards.load(app.wizard_id).visible(app.answers);
    expect(wizards.problems(steps, app.answers), id).toEqual([]);
    const [signed] = app.answers.submission.signed_application;
    const file = await server.app.inject({ method: 'GET', url: `/api/files/${signed.id}/content`, headers });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }
});

it("the certified demo farmer's profile is complete (the home page does not ask them to complete it)", async () => {
  const { access_token } = await login(server.app, 'demo.farmer.gr');
  const profile = (await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${access_token}` } })).json();
  expect(profile.profile_status).toBe('complete');
  expect(profile.handling_sites.map((s: { name: string }) => s.name)).toEqual(['Κτήμα Νέας Καλλικράτειας', 'Αποθήκη']);
});
