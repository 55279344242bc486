import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { multipart, pdf } from '../../helpers/uploads';
import { startConsultServer, type Who } from '../customers/helpers';
import { completeBio, completeGlobalgap } from '../applications/helpers';

export type LifecycleServer = Awaited<ReturnType<typeof startLifecycleServer>>;

/** The applications test server with what the lifecycle tests do again and again. */
export async function startLifecycleServer() {
  const t = await startConsultServer();
  const { as } = t;

  /** A submitted organic application of the demo Greek farmer (or of `who`'s customer; GLOBALG.A.P. with `{ type: 'globalgap' }`). */
  let serial = 0;
  async function submitted(who: Who = 'farmerGr', extra: Record<string, unknown> = {}): Promise<string> {
    const created = await as(who)('POST', '/applications', { type: 'bio', ...extra });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().application.id as string;
    serial += 1;
    // each its own activity or standard, so that none is a duplicate of another
    const answers = extra.type === 'globalgap' ? completeGlobalgap(`IFA v6 #${serial}`) : completeBio([`activity-${serial}`]);
    const saved = await as(who)('PUT', `/applications/${id}/answers`, { answers, row_version: 1, year: 2026 });
    expect(saved.statusCode, saved.body).toBe(200);
    const done = await as(who)('POST', `/applications/${id}/submit`, { row_version: 2 });
    expect(done.statusCode, done.body).toBe(200);
    return id;
  }

  /** Uploads a small PDF as `who` and answers its file reference. */
  async function upload(who: Who, name = 'signed.pdf') {
    const token = await t.token(who);
    const { payload, contentType } = multipart({ name, type: 'application/pdf', bytes: pdf(name) }, 'lifecycle');
    const response = await t.server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json();
    return { id: file.id as string, name: file.name as string, size: file.size as number, media_type: file.media_type as string };
  }

  const lifecycle = async (who: Who, id: string) => {
    const response = await as(who)('GET', `/applications/${id}/lifecycle`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** Makes a lifecycle call with the current row version, as the screens do. */
  async function act(who: Who, id: string, url: string, body: Record<string, unknown>) {
    const { application } = await lifecycle('staff', id);
    return as(who)('POST', url, { row_version: application.row_version, ...body });
  }

  /** Mails written to the outbox for `email`, oldest first. */
  const mailsTo = async (email: string) => {
    await t.server.app.mail.sendQueued();
    const dir = path.join(t.server.config.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .sort()
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject: string; text: string })
      .filter((m) => m.to === email);
  };

  /** An account's id by its username (the demo inspectors a plan names: demo.inspector1, demo.inspector2). */
  const userId = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  return { ...t, submitted, upload, lifecycle, act, mailsTo, userId };
}

export const inAYear = () => `${new Date().getUTCFullYear() + 1}-06-30`;
export const yesterday = () => new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
