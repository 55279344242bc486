import { ApiError } from '../../api/request';
import type { FileRef } from '../../../renderers/file-upload/file-ref';
import type { FileTransport } from '../../../renderers/file-upload/file-transport';
import { setSendingNow, shownFields } from '../../../renderers/file-upload/file-sending';
import { refuseWaitingFile, removeWaitingFile, waitingFile, waitingFiles, type WaitingFile } from '../../../renderers/file-upload/waiting-files';
import { withFileAt, withValueAt } from '../applications/file-in-answers';
import { readFormCopy, writeFormCopy } from '../shared/form-copies';
import { readLocalDraft, writeLocalDraft } from '../applications/local-draft';
import { draftsOpenHere } from '../applications/sent-copies';

export interface FilesSenderDeps {
  /** The signed-in account: only its files go. */
  account: string;
  transport: FileTransport;
  /** The server's copy of a draft (GET /applications/{id}): the base a file joins when the device has none. */
  serverDraft: (applicationId: string) => Promise<{ answers: Record<string, unknown>; current_step: string | null; row_version: number }>;
}

// Refusals that sending again would not change: the file stays, named with the reason, until removed.
// (A key reused with other bytes cannot happen with the device's own keys; kept rather than retried for ever if it did.)
const REFUSALS = new Set(['errors.fileTooLarge', 'errors.invalidFileType', 'errors.idempotencyKeyReused']);
// A FileTransportError's message id, read by its shape (the class stays out of this chunk's imports).
const refusalOf = (error: unknown): string => (error instanceof Error && error.name === 'FileTransportError' && 'messageId' in error ? String(error.messageId) : '');
// Files the server stored: not sent again in this page's life, though a list read before their
// removal may still name them (after a reload, the key sent with each makes a second send harmless).
const stored = new Set<string>();
let running: Promise<boolean> | null = null;

/**
 * Sends the account's files kept offline (issue 32), oldest first, whichever form they were
 * attached in. Each joins, once the server stored it: its field, if on screen; else the open
 * wizard's draft, through its saver; else the draft's copy on this device, which the waiting
 * drafts' sender then saves at the version it was based on (a draft saved meanwhile elsewhere
 * gets the conflict choice when opened; nothing is overwritten); or the device copy of a form
 * that is no draft (a non-conformity's answer, sent by the person once online). Resolves `false` when the round stopped on a lost
 * connection, `true` otherwise; one round at a time.
 */
export function sendWaitingFiles(deps: FilesSenderDeps): Promise<boolean> {
  running ??= sendAll(deps).finally(() => {
    running = null;
  });
  return running;
}

async function sendAll(deps: FilesSenderDeps): Promise<boolean> {
  for (const file of await waitingFiles(deps.account)) {
    if (file.refused || stored.has(file.key)) continue;
    const spot = file.spot;
    // a file of a form kept nowhere (no draft, no copy) goes only into that form, when it is shown
    if (!shownFields.has(file.field) && !spot) continue;
    if (!shownFields.has(file.field) && spot && 'applicationId' in spot) {
      const base = await draftBase(deps, file, spot.applicationId);
      if (base === 'stopped') return false;
      if (base === 'gone') continue;
    }
    const ref = await upload(deps.transport, file);
    if (ref === 'stopped') return false;
    if (ref === 'refused') continue;
    stored.add(file.key);
    // removed by the person while it went up: it joins nothing
    if (!(await waitingFile(file.key))) continue;
    join(file, ref);
    await removeWaitingFile(file.key);
  }
  return true;
}

/**
 * A copy of the file's draft to join, on this device: the open wizard's, else the device's own
 * or, when it has none, the server's. The server is asked in both cases: a draft deleted
 * meanwhile (on another device) keeps its file here, named as such, until the person removes
 * it (the indicator's list of files offers that), rather than sending it nowhere.
 */
async function draftBase(deps: FilesSenderDeps, file: WaitingFile, draftId: string): Promise<'ready' | 'gone' | 'stopped'> {
  if (draftsOpenHere.has(draftId)) return 'ready';
  try {
    const server = await deps.serverDraft(draftId);
    if (!readLocalDraft(draftId)) writeLocalDraft(draftId, { answers: server.answers, currentStep: server.current_step, baseVersion: server.row_version, unsaved: false, changedAt: new Date().toISOString() });
    return 'ready';
  } catch (error) {
    // a lost connection stops the round; a server that is down, too
    const status = error instanceof ApiError ? error.status : 'network';
    if (status === 'network' || status >= 500) return 'stopped';
    if (status === 404) await refuseWaitingFile(file.key, 'offline.files.draftGone');
    return 'gone';
  }
}

async function upload(transport: FileTransport, file: WaitingFile): Promise<FileRef | 'refused' | 'stopped'> {
  const controller = new AbortController();
  const cancel = () => controller.abort();
  setSendingNow({ key: file.key, progress: 0, cancel });
  try {
    // the file's own key: sent again after a lost answer or a reload before its removal from the
    // device, the server answers the file it stored the first time instead of storing a second
    return await transport.upload(new File([file.blob], file.name, { type: file.type }), file.documentType, (progress) => setSendingNow({ key: file.key, progress, cancel }), controller.signal, { onceKey: file.key });
  } catch (error) {
    if (controller.signal.aborted) return 'refused';
    const refusal = refusalOf(error);
    if (!REFUSALS.has(refusal)) return 'stopped';
    await refuseWaitingFile(file.key, refusal);
    return 'refused';
  } finally {
    setSendingNow(null);
  }
}

function join(file: WaitingFile, ref: FileRef): void {
  const take = shownFields.get(file.field);
  if (take) return take(ref);
  const spot = file.spot;
  if (!spot) return;
  if ('formCopy' in spot) return writeFormCopy(spot.formCopy, withValueAt(readFormCopy(spot.formCopy)?.answers ?? {}, spot.path, ref, spot.multiple) as Record<string, unknown>);
  const open = draftsOpenHere.get(spot.applicationId);
  if (open) return open.change(spot.stepId, withFileAt(open.getSnapshot().answers, spot, ref)[spot.stepId]);
  const copy = readLocalDraft(spot.applicationId);
  if (copy) writeLocalDraft(spot.applicationId, { ...copy, answers: withFileAt(copy.answers, spot, ref), unsaved: true, changedAt: new Date().toISOString() });
}
