import { afterAll, beforeAll, expect, it } from 'vitest';
import { login, startTestServer } from '../../helpers/server';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ demoApplications: true });
}, 60_000);
afterAll(() => server?.close());

it('the demo farmer has an offer to accept, an inspection with open non-conformities and a certified application', async () => {
  const { access_token } = await login(server.app, 'demo.farmer.gr');
  const headers = { authorization: `Bearer ${access_token}` };
  const list = (await server.app.inject({ method: 'GET', url: '/api/applications', headers })).json().data as { id: string }[];
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
});
