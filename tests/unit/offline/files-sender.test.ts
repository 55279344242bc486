import { beforeEach, describe, expect, it } from 'vitest';
import { installLocalStorage, photo } from './device-storage';
import type { FileTransport } from '../../../renderers/file-upload/file-transport';
import { FileTransportError } from '../../../renderers/file-upload/file-transport';
import { showField } from '../../../renderers/file-upload/file-sending';
import { keepWaitingFile, removeWaitingFile, removeWaitingFilesOf, waitingFiles, type WaitingFile } from '../../../renderers/file-upload/waiting-files';
import { sendWaitingFiles } from '../../../src/features/offline/files-sender';
import { readLocalDraft, writeLocalDraft } from '../../../src/features/applications/local-draft';
import { draftsOpenHere } from '../../../src/features/applications/sent-copies';
import { sendWaitingDrafts } from '../../../src/features/applications/waiting-drafts-sender';
import { ApiError } from '../../../src/api/query';
import { readFormCopy, writeFormCopy } from '../../../src/features/shared/form-copies';

installLocalStorage();

const DRAFT = '22222222-2222-4222-8222-222222222222';
const ACCOUNT = '7';
const spot = { applicationId: DRAFT, stepId: 'plant-production', path: ['attachments', 'parcel_maps'], multiple: true };
const FIELD = `/applications/bio/edit/${DRAFT}#root_attachments_parcel_maps`;

async function keep(name: string, over: Partial<WaitingFile> = {}) {
  const file = photo(name);
  return keepWaitingFile({ account: ACCOUNT, field: FIELD, documentType: 'parcel_maps', name, type: file.type, blob: file, spot, ...over });
}

/**
 * The file API as the server answers: each stored file gets an id, a key sent again gets the
 * file stored with it; names listed in `refuse` are too large; the answers to names listed in
 * `lose` are lost on the way back the first time (the file is stored all the same).
 */
function fakeFiles(refuse: string[] = [], lose: string[] = []) {
  const uploads: string[] = [];
  const byKey = new Map<string, unknown>();
  const transport: FileTransport = {
    upload: async (file, _type, _progress, _signal, options) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (refuse.includes(file.name)) throw new FileTransportError('errors.fileTooLarge');
      const known = options?.onceKey ? byKey.get(options.onceKey) : undefined;
      if (known) return known as never;
      uploads.push(file.name);
      const ref = { id: `f${uploads.length}`, name: file.name, media_type: file.type, size: file.size };
      if (options?.onceKey) byKey.set(options.onceKey, ref);
      if (lose.includes(file.name)) {
        lose.splice(lose.indexOf(file.name), 1);
        throw new FileTransportError('errors.uploadFailed');
      }
      return ref as never;
    },
    links: () => Promise.reject(new Error('not here')),
  };
  return { transport, uploads };
}

/** The draft on the server: answers and a version, stale saves refused as the API does. */
function fakeServer(version = 4) {
  const draft = { answers: { 'plant-production': { attachments: { parcel_maps: [{ id: 'f0', name: 'old.pdf' }] } }, general: { year: 2027 } } as Record<string, unknown>, current_step: 'plant-production', row_version: version };
  const saves: number[] = [];
  return {
    draft,
    saves,
    serverDraft: async () => structuredClone(draft),
    save: async (_id: string, body: { answers: Record<string, unknown>; row_version: number }) => {
      saves.push(body.row_version);
      if (body.row_version !== draft.row_version) throw new ApiError(409, { messageId: 'errors.staleDraft' }, { messageId: 'errors.staleDraft' });
      draft.answers = body.answers;
      draft.row_version += 1;
      return { row_version: draft.row_version };
    },
  };
}

const mapsOf = (answers: Record<string, unknown> | undefined) => (answers?.['plant-production'] as { attachments: { parcel_maps: { name: string }[] } }).attachments.parcel_maps.map((f) => f.name);

describe('files kept offline go out when the connection returns, whatever form is open', () => {
  beforeEach(async () => {
    localStorage.clear();
    draftsOpenHere.clear();
    for (const file of [...(await waitingFiles(ACCOUNT)), ...(await waitingFiles('8'))]) await removeWaitingFile(file.key);
  });

  it('sends the files of a draft not open, in order, once each; the draft then refers to them, saved at its version', async () => {
    await keep('north.jpg');
    await keep('south.jpg');
    const files = fakeFiles();
    const server = fakeServer();
    // two rounds at once (the connection returned and a sign-in): each file goes once
    const rounds = await Promise.all([sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft: server.serverDraft }), sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft: server.serverDraft })]);
    expect(rounds).toEqual([true, true]);
    await sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft: server.serverDraft });
    expect(files.uploads).toEqual(['north.jpg', 'south.jpg']);
    expect(await waitingFiles(ACCOUNT)).toEqual([]);
    // the device's copy refers to them, after what the server had, and waits to be saved
    expect(readLocalDraft(DRAFT)?.unsaved).toBe(true);
    expect(mapsOf(readLocalDraft(DRAFT)?.answers)).toEqual(['old.pdf', 'north.jpg', 'south.jpg']);
    await sendWaitingDrafts(server.save);
    expect(server.saves).toEqual([4]);
    expect(mapsOf(server.draft.answers)).toEqual(['old.pdf', 'north.jpg', 'south.jpg']);
    expect(server.draft.answers.general).toEqual({ year: 2027 });
  });

  it('joins answers changed offline on this device and sends them together', async () => {
    writeLocalDraft(DRAFT, { answers: { 'plant-production': { parcels: [{ parcel_number: 'P4' }] } }, currentStep: 'plant-production', baseVersion: 4, unsaved: true, changedAt: new Date().toISOString() });
    await keep('north.jpg');
    const server = fakeServer();
    await sendWaitingFiles({ account: ACCOUNT, transport: fakeFiles().transport, serverDraft: server.serverDraft });
    await sendWaitingDrafts(server.save);
    expect(server.draft.answers['plant-production']).toEqual({ parcels: [{ parcel_number: 'P4' }], attachments: { parcel_maps: [{ id: 'f1', name: 'north.jpg', media_type: 'image/jpeg', size: 64 }] } });
  });

  it('a draft saved meanwhile elsewhere is not overwritten: the copy with the files stays on the device for the choice', async () => {
    writeLocalDraft(DRAFT, { answers: { 'plant-production': {} }, currentStep: 'plant-production', baseVersion: 3, unsaved: false, changedAt: new Date().toISOString() });
    await keep('north.jpg');
    const server = fakeServer(4);
    await sendWaitingFiles({ account: ACCOUNT, transport: fakeFiles().transport, serverDraft: server.serverDraft });
    await sendWaitingDrafts(server.save);
    expect(server.saves).toEqual([3]);
    expect(mapsOf(server.draft.answers)).toEqual(['old.pdf']);
    expect(readLocalDraft(DRAFT)).toMatchObject({ unsaved: true, baseVersion: 3 });
    expect(mapsOf(readLocalDraft(DRAFT)?.answers)).toEqual(['north.jpg']);
  });

  it('a file goes to its field when it is on screen, else through the open wizard\'s saver', async () => {
    await keep('shown.jpg');
    await keep('other-step.jpg', { field: `/applications/bio/edit/${DRAFT}#root_other` });
    const taken: string[] = [];
    const hide = showField(FIELD, (ref) => taken.push(`field ${ref.name}`));
    const answers = { 'plant-production': { attachments: { parcel_maps: [{ name: 'old.pdf' }] } } };
    draftsOpenHere.set(DRAFT, { getSnapshot: () => ({ answers }), change: (stepId, data) => taken.push(`saver ${stepId} ${JSON.stringify(data)}`) });
    const server = fakeServer();
    await sendWaitingFiles({ account: ACCOUNT, transport: fakeFiles().transport, serverDraft: server.serverDraft });
    hide();
    expect(taken).toEqual(['field shown.jpg', `saver plant-production ${JSON.stringify({ attachments: { parcel_maps: [{ name: 'old.pdf' }, { id: 'f2', name: 'other-step.jpg', media_type: 'image/jpeg', size: 64 }] } })}`]);
    expect(readLocalDraft(DRAFT)).toBeNull();
  });

  it('keeps a refused file with the reason, sends the rest, and never sends another account\'s', async () => {
    await keep('huge.jpg');
    await keep('fine.jpg');
    await keep('theirs.jpg', { account: '8' });
    const files = fakeFiles(['huge.jpg']);
    const server = fakeServer();
    await sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft: server.serverDraft });
    expect(files.uploads).toEqual(['fine.jpg']);
    expect((await waitingFiles(ACCOUNT)).map((file) => [file.name, file.refused])).toEqual([['huge.jpg', 'errors.fileTooLarge']]);
    expect((await waitingFiles('8')).map((file) => file.name)).toEqual(['theirs.jpg']);
  });

  it('a draft deleted meanwhile keeps its file on the device, named as such, and does not hold up the others', async () => {
    await keep('for-deleted.jpg', { spot: { ...spot, applicationId: '33333333-3333-4333-8333-333333333333' } });
    await keep('north.jpg');
    const files = fakeFiles();
    const server = fakeServer();
    const serverDraft = (id: string) => (id === DRAFT ? server.serverDraft() : Promise.reject(new ApiError(404, { messageId: 'errors.notFound' }, { messageId: 'errors.notFound' })));
    expect(await sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft })).toBe(true);
    expect(files.uploads).toEqual(['north.jpg']);
    expect((await waitingFiles(ACCOUNT)).map((file) => [file.name, file.refused])).toEqual([['for-deleted.jpg', 'offline.files.draftGone']]);
    // named, it is not tried again: only the person removes it
    await sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft });
    expect(files.uploads).toEqual(['north.jpg']);
  });

  it('a draft deleted on another device, with changes and a photo on this one: the photo is named, the changes leave the count', async () => {
    writeLocalDraft(DRAFT, { answers: { 'plant-production': { parcels: [{ parcel_number: 'P4' }] } }, currentStep: 'plant-production', baseVersion: 4, unsaved: true, changedAt: new Date().toISOString() });
    await keep('north.jpg');
    const files = fakeFiles();
    const gone = () => Promise.reject(new ApiError(404, { messageId: 'errors.notFound' }, { messageId: 'errors.notFound' }));
    await sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft: gone });
    await sendWaitingDrafts(gone);
    expect(files.uploads).toEqual([]);
    expect((await waitingFiles(ACCOUNT)).map((file) => [file.name, file.refused])).toEqual([['north.jpg', 'offline.files.draftGone']]);
    expect(readLocalDraft(DRAFT)).toBeNull();
  });

  it('a file whose answer was lost on the way back is sent again with its key, and stored once', async () => {
    await keep('north.jpg');
    const files = fakeFiles([], ['north.jpg']);
    const server = fakeServer();
    // the answer is lost: the round stops as on a lost connection, the file stays on the device
    expect(await sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft: server.serverDraft })).toBe(false);
    expect((await waitingFiles(ACCOUNT)).map((file) => file.name)).toEqual(['north.jpg']);
    expect(await sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft: server.serverDraft })).toBe(true);
    expect(files.uploads).toEqual(['north.jpg']);
    expect(await waitingFiles(ACCOUNT)).toEqual([]);
    expect(mapsOf(readLocalDraft(DRAFT)?.answers)).toEqual(['old.pdf', 'north.jpg']);
  });

  it('a draft deleted on this device takes its waiting files with it, and only its own', async () => {
    await keep('for-deleted.jpg');
    await keep('other-draft.jpg', { spot: { ...spot, applicationId: '33333333-3333-4333-8333-333333333333' } });
    await keep('theirs.jpg', { account: '8' });
    await removeWaitingFilesOf(ACCOUNT, DRAFT);
    expect((await waitingFiles(ACCOUNT)).map((file) => file.name)).toEqual(['other-draft.jpg']);
    expect((await waitingFiles('8')).map((file) => file.name)).toEqual(['theirs.jpg']);
  });

  it('a non-conformity\'s answer kept on the device gets its photo while the form is not open, and shows it when opened', async () => {
    const copy = `${DRAFT}/lifecycle/nc-response-nc1`;
    writeFormCopy(copy, { corrective_action: 'New fence' });
    await keep('fence.jpg', { spot: { formCopy: copy, path: ['evidence'], multiple: true }, field: `copy:${copy}#lifecycle-nc-response-nc1_evidence` });
    const files = fakeFiles();
    await sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft: () => Promise.reject(new Error('no draft is read for it')) });
    expect(files.uploads).toEqual(['fence.jpg']);
    expect(await waitingFiles(ACCOUNT)).toEqual([]);
    expect(readFormCopy(copy)?.answers).toEqual({ corrective_action: 'New fence', evidence: [{ id: 'f1', name: 'fence.jpg', media_type: 'image/jpeg', size: 64 }] });
  });

  it('a form kept nowhere keeps its file until that form is shown', async () => {
    await keep('evidence.jpg', { spot: undefined, field: '/applications/bio/inner/x#root_evidence' });
    const files = fakeFiles();
    await sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft: fakeServer().serverDraft });
    expect(files.uploads).toEqual([]);
    const taken: string[] = [];
    const hide = showField('/applications/bio/inner/x#root_evidence', (ref) => taken.push(ref.name));
    await sendWaitingFiles({ account: ACCOUNT, transport: files.transport, serverDraft: fakeServer().serverDraft });
    hide();
    expect(taken).toEqual(['evidence.jpg']);
  });
});
