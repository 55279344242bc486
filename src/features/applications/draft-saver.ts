import { readLocalDraft, removeLocalDraft, writeLocalDraft } from './local-draft';
import { draftsOpenHere, keepSavedCopy } from './sent-copies';
import { ApiError } from '../../api/query';
import type { DraftCopy } from './applications-api';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'failed' | 'refused';

/**
 * A save the server refused for a reason the person must act on (another active application
 * covers the same scope, the draft was submitted or deleted elsewhere, a document they may not
 * use): not retried by itself, shown at the top of the wizard (draft-refusal.tsx) until a save
 * is accepted. The answers stay on the device.
 */
export interface Refusal {
  /** HTTP status of the refusal (409, 404, 403, 400…). */
  status: number;
  messageId: string;
  values: Record<string, string | number> | null;
  /** The step whose answers the server names ("/answers/scope/activities" → "scope"), if any. */
  stepId: string | null;
  /** The answer within that step ("/standard"), to word a stored value the refusal names. */
  field?: string;
}

export interface DraftSnapshot {
  answers: Record<string, unknown>;
  currentStep: string | null;
  rowVersion: number;
  status: SaveStatus;
  /** When the server last confirmed a save (ISO). */
  savedAt: string | null;
  /** The server's copy when it and this device's edits went different ways. */
  conflict: DraftCopy | null;
  /** Message id of a save the server refused for another reason. */
  errorId: string | null;
  /** Its values, e.g. the active application a refusal names (year, type, reference). */
  errorValues: Record<string, string | number> | null;
  /** A refusal the person must act on, kept until a save is accepted. */
  refusal: Refusal | null;
}

export type SaveAnswers = (body: {
  answers: Record<string, unknown>;
  current_step: string | null;
  row_version: number;
  revision_hash?: string;
}) => Promise<{ row_version: number; updated_at: string; answers?: Record<string, unknown>; revision_hash?: string }>;

export interface ServerDraft {
  id: string;
  answers: Record<string, unknown>;
  current_step: string | null;
  row_version: number;
  updated_at: string;
  /** The questionnaire revision its answers are on (docs/revisions.md). */
  revision?: { hash: string };
}

const DEBOUNCE_MS = 1_000;
const RETRY_MS = 5_000;

/**
 * Keeps a draft's answers safe: every change goes to this device's storage at once and to
 * the server about a second after typing stops (or at once on a step change), with the row
 * version it was based on. A network failure keeps retrying; a stale write (409) stops and
 * asks the person which version to keep; any other refusal stops and says why (`refusal`),
 * and only the person's next change or move sends again. Framework-free; the wizard subscribes to it.
 * `save` is a plain `request()` call (resolves or throws ApiError), not a TanStack mutation:
 * debouncing, retrying while offline, the edit counter and the local copy are this class's
 * own state machine, and it must outlive re-renders and run in unit tests without React.
 */
export class DraftSaver {
  private snapshot: DraftSnapshot;
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private edits = 0;
  private disposed = false;
  /** The questionnaire revision the answers held here were given under: sent with each save. */
  private revision: string | undefined;

  constructor(
    private readonly server: ServerDraft,
    private readonly save: SaveAnswers,
    private readonly timing = { debounceMs: DEBOUNCE_MS, retryMs: RETRY_MS },
  ) {
    const local = readLocalDraft(server.id);
    this.revision = server.revision?.hash;
    // a copy from before a change of the questionnaire (an older revision) goes as it was
    // given; the server moves it to today's and answers what it saved (send)
    const localRevision = local?.revision ?? server.revision?.hash;
    const base = { answers: server.answers, currentStep: server.current_step, rowVersion: server.row_version, savedAt: server.updated_at, conflict: null, errorId: null, errorValues: null, refusal: null };
    if (!local?.unsaved) {
      // Offline, `server` may be the copy the service worker kept when the draft was opened,
      // older than the one saved from this device since: the device's saved copy is the newer.
      const newerHere = local && local.baseVersion > server.row_version;
      this.snapshot = newerHere
        ? { ...base, answers: local.answers, currentStep: local.currentStep, rowVersion: local.baseVersion, savedAt: local.changedAt, status: 'saved' }
        : { ...base, status: 'saved' };
      if (newerHere) this.revision = localRevision;
    } else if (local.baseVersion >= server.row_version) {
      // Edits made here that never reached the server (offline, reload, expired session); a
      // base newer than `server` means `server` is a copy kept offline, and the server itself
      // answers 409 if someone saved meanwhile. Sent once the wizard is on screen (start): React may construct and discard a saver
      // during a render, and a discarded one must not send and then remove the device copy.
      this.snapshot = { ...base, answers: local.answers, currentStep: local.currentStep, rowVersion: local.baseVersion, status: 'pending' };
      this.edits = 1;
      this.revision = localRevision;
    } else {
      // Someone saved since these edits were made: the person chooses.
      this.snapshot = {
        ...base,
        answers: local.answers,
        currentStep: local.currentStep,
        status: 'conflict',
        conflict: { answers: server.answers, current_step: server.current_step, row_version: server.row_version, updated_at: server.updated_at },
      };
      this.revision = localRevision;
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The person changed a step's answers. */
  change(stepId: string, data: unknown): void {
    this.update({ answers: { ...this.snapshot.answers, [stepId]: data } });
  }

  /** The person moved to another step: remember where, and save now. */
  moveTo(stepId: string): Promise<void> {
    if (stepId !== this.snapshot.currentStep) this.update({ currentStep: stepId });
    return this.flush();
  }

  /** Saves now whatever is not saved yet; resolves when the server answered. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight) await this.inFlight;
    if (this.disposed || this.snapshot.status === 'saved' || this.snapshot.status === 'conflict') return;
    this.inFlight = this.send().finally(() => {
      this.inFlight = null;
    });
    await this.inFlight;
  }

  /** Saves now, as `flush`; whether everything has then reached the server. */
  saveNow = async (): Promise<boolean> => {
    await this.flush();
    return this.snapshot.status === 'saved';
  };

  /** Conflict: keep this device's answers, written over the server's newer copy. */
  keepMine(): Promise<void> {
    const theirs = this.snapshot.conflict;
    if (!theirs) return Promise.resolve();
    this.set({ rowVersion: theirs.row_version, conflict: null, status: 'pending' });
    this.storeLocally();
    return this.flush();
  }

  /** Conflict: take the server's copy; this device's edits are dropped. */
  takeTheirs(): void {
    const theirs = this.snapshot.conflict;
    if (!theirs) return;
    removeLocalDraft(this.server.id);
    this.revision = this.server.revision?.hash;
    this.set({
      answers: theirs.answers,
      currentStep: theirs.current_step ?? this.snapshot.currentStep,
      rowVersion: theirs.row_version,
      savedAt: theirs.updated_at,
      conflict: null,
      status: 'saved',
    });
  }

  /** The wizard is on screen: send what the device holds and the server does not. */
  start(): void {
    this.disposed = false;
    draftsOpenHere.set(this.server.id, this);
    if (this.snapshot.status === 'pending' || this.snapshot.status === 'offline') this.schedule(0);
  }

  dispose(): void {
    this.disposed = true;
    draftsOpenHere.delete(this.server.id);
    clearTimeout(this.timer);
    globalThis.removeEventListener?.('online', this.onOnline);
  }

  private update(change: Partial<Pick<DraftSnapshot, 'answers' | 'currentStep'>>) {
    this.edits += 1;
    // a refusal stays said until a save is accepted: the change may be the one that resolves it
    // (another year, other activities), and is sent as usual to find out
    const { status: was, refusal } = this.snapshot;
    const status = was === 'conflict' ? 'conflict' : was === 'offline' ? 'offline' : refusal ? 'refused' : 'pending';
    this.set({ ...change, status, errorId: null, errorValues: null });
    this.storeLocally();
    if (status !== 'conflict') this.schedule(this.timing.debounceMs);
  }

  private storeLocally() {
    writeLocalDraft(this.server.id, {
      answers: this.snapshot.answers,
      currentStep: this.snapshot.currentStep,
      baseVersion: this.snapshot.rowVersion,
      unsaved: true,
      changedAt: new Date().toISOString(),
      ...(this.revision ? { revision: this.revision } : {}),
      // the waiting drafts' sender leaves it (it would be refused again) and the indicator says why
      ...(this.snapshot.refusal ? { refused: { messageId: this.snapshot.refusal.messageId, values: this.snapshot.refusal.values } } : {}),
    });
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  private async send(): Promise<void> {
    const sentEdits = this.edits;
    const { answers, currentStep, rowVersion } = this.snapshot;
    this.set({ status: 'saving' });
    let saved: Awaited<ReturnType<SaveAnswers>>;
    try {
      saved = await this.save({ answers, current_step: currentStep, row_version: rowVersion, ...(this.revision ? { revision_hash: this.revision } : {}) });
    } catch (error) {
      if (!this.disposed) this.failed(error);
      return;
    }
    if (this.disposed) return;
    const done = sentEdits === this.edits;
    // answers given under an older questionnaire were moved to today's by the server: those are
    // what it saved, and what the wizard shows from now on (edits made meanwhile go again, moved too)
    const moved = saved.answers && done ? saved.answers : undefined;
    if (saved.revision_hash && done) this.revision = saved.revision_hash;
    this.set({ rowVersion: saved.row_version, savedAt: saved.updated_at, status: done ? 'saved' : 'pending', refusal: null, ...(moved ? { answers: moved } : {}) });
    if (done) keepSavedCopy(this.server.id, { answers: moved ?? answers, currentStep, rowVersion: saved.row_version, revision: this.revision });
    else {
      this.storeLocally();
      this.schedule(0);
    }
  }

  private failed(error: unknown) {
    const status = error instanceof ApiError ? error.status : 'network';
    // no answer, the server down, too many requests or a timeout: the same answers go again later
    if (status === 'network' || status >= 500 || status === 408 || status === 429) {
      this.set({ status: 'offline' });
      globalThis.addEventListener?.('online', this.onOnline);
      this.schedule(this.timing.retryMs);
      return;
    }
    const body = (error as ApiError).body;
    const current = body.current as DraftCopy | undefined;
    if (status === 409 && body.messageId === 'errors.staleDraft' && current) {
      this.set({ status: 'conflict', conflict: current });
      return;
    }
    // 401 after a refused refresh ends the session: the local copy waits for the next sign-in.
    if (status === 401) {
      this.set({ status: 'failed', errorId: typeof body.messageId === 'string' ? body.messageId : 'errors.generic', errorValues: null });
      return;
    }
    // Any other refusal is the person's to resolve: said in the words of the first issue when it
    // names its cause (the active application that blocks this one), else by its message id.
    const issue = Array.isArray(body.issues) ? (body.issues[0] as { messageId?: unknown; params?: unknown; path?: unknown } | undefined) : undefined;
    const named = issue && typeof issue.messageId === 'string' && issue.params && typeof issue.params === 'object' ? issue : undefined;
    const at = typeof issue?.path === 'string' ? /^\/answers\/([^/]+)(\/.*)?$/.exec(issue.path) : null;
    const stepId = at?.[1] ?? null;
    const refusal: Refusal = {
      status,
      messageId: named ? (named.messageId as string) : typeof body.messageId === 'string' ? body.messageId : 'errors.generic',
      values: named ? (named.params as Record<string, string | number>) : null,
      stepId: stepId === null ? null : stepId.replace(/~1/g, '/').replace(/~0/g, '~'),
      ...(at?.[2] ? { field: at[2] } : {}),
    };
    this.set({ status: 'refused', refusal, errorId: refusal.messageId, errorValues: refusal.values });
    this.storeLocally();
  }

  private onOnline = () => {
    globalThis.removeEventListener?.('online', this.onOnline);
    if (this.snapshot.status === 'offline') void this.flush();
  };

  private set(change: Partial<DraftSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
