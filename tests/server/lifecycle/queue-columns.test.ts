import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { STATES, STATE_INFO } from '../../../src/lifecycle/index.ts';
import { stateOf } from '../../../src/server/lifecycle/state';
import type { ApplicationStatus } from '../../../src/server/core/db/types';

// Staff's queue filters by whom an application waits on and by its step through columns the
// database generates (migration 028), written out from STATE_INFO; a state added or moved in
// src/lifecycle without a migration that follows would make the queue's filters disagree with
// what each row shows.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const STATUSES: ApplicationStatus[] = ['draft', 'submitted', 'finalized', 'in_inspection', 'in_veto_checking', 'certified', 'partially_certified', 'rejected'];

it('whom an application waits on and its step, as the queue filters them, are what its state says, for every status and stored state', async () => {
  const { app } = server;
  const { db } = app.database;
  const token = await login(app, 'demo.farmer.gr');
  const created = await app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token.access_token), payload: { type: 'globalgap' } });
  const id = created.json().application.id as string;
  const wrong: string[] = [];
  for (const status of STATUSES) {
    for (const lifecycle_state of [null, ...STATES]) {
      const row = await db
        .updateTable('applications')
        .set({ status, lifecycle_state })
        .where('id', '=', id)
        .returning(['queue_waiting_on', 'queue_step'])
        .executeTakeFirstOrThrow();
      const state = stateOf({ status, lifecycle_state });
      const expected = { queue_waiting_on: state && STATE_INFO[state].waitingOn, queue_step: state && STATE_INFO[state].step };
      if (row.queue_waiting_on !== expected.queue_waiting_on || row.queue_step !== expected.queue_step) {
        wrong.push(`${status}/${lifecycle_state}: ${JSON.stringify(row)}, expected ${JSON.stringify(expected)}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});
