import { readLocalDraft, removeLocalDraft, writeLocalDraft } from './local-draft';
import { openingState, type DraftSnapshot, type SaveAnswers, type ServerDraft } from './draft-snapshot';
import { draftsOpenHere, keepSavedCopy } from './sent-copies';
import { equal } from '../../engine/json-equal';
import { saveFailureOf, type Refusal } from './save-refusal';

export type { Refusal };
export type { DraftSnapshot, SaveAnswers, SaveStatus, ServerDraft } from './draft-snapshot';

const DEBOUNCE_MS = 1_000;
const RETRY_MS = 5_000;
// A request the network dropped without a word (a phone leaving coverage mid-save) would
// otherwise hold every later save behind it: given up after this long and sent again.
const SAVE_TIMEOUT_MS = 20_000;

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
  /** Ends the save under way: the browser went offline, or the answer is overdue. */
  private abortSend: AbortController | null = null;
  private edits = 0;
  private disposed = false;
  /** The questionnaire revision the answers held here were given under: sent with each save. */
  private revision: string | undefined;

  constructor(
    private readonly server: ServerDraft,
    private readonly save: SaveAnswers,
    private readonly timing = { debounceMs: DEBOUNCE_MS, retryMs: RETRY_MS, timeoutMs: SAVE_TIMEOUT_MS },
  ) {
    const opening = openingState(server, readLocalDraft(server.id));
    this.snapshot = opening.snapshot;
    this.revision = opening.revision;
    this.edits = opening.edits;
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
    globalThis.addEventListener?.('offline', this.onOffline);
    if (this.snapshot.status === 'pending' || this.snapshot.status === 'offline') this.schedule(0);
  }

  dispose(): void {
    this.disposed = true;
    draftsOpenHere.delete(this.server.id);
    clearTimeout(this.timer);
    globalThis.removeEventListener?.('online', this.onOnline);
    globalThis.removeEventListener?.('offline', this.onOffline);
  }

  private update(change: Partial<Pick<DraftSnapshot, 'answers' | 'currentStep'>>) {
    this.edits += 1;
    // a refusal stays said until a save is accepted: the change may be the one that resolves it
    // (another year, other activities), and is sent as usual to find out
    const { status: was, refusal } = this.snapshot;
    // the browser knows it is offline: the indicator says so now, not after the failed try
    const offline = globalThis.navigator?.onLine === false;
    const status = was === 'conflict' ? 'conflict' : was === 'offline' ? 'offline' : refusal ? 'refused' : offline ? 'offline' : 'pending';
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
    const body = { answers, current_step: currentStep, row_version: rowVersion, ...(this.revision ? { revision_hash: this.revision } : {}) };
    const abort = (this.abortSend = new AbortController());
    const overdue = setTimeout(() => abort.abort(), this.timing.timeoutMs);
    let saved: Awaited<ReturnType<SaveAnswers>>;
    try {
      saved = await this.save(body, abort.signal);
    } catch (error) {
      if (!this.disposed) this.failed(error, sentEdits);
      return;
    } finally {
      clearTimeout(overdue);
      this.abortSend = null;
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

  private failed(error: unknown, sentEdits: number) {
    const failure = saveFailureOf(error);
    if (failure.kind === 'noAnswer') {
      this.set({ status: 'offline' });
      globalThis.addEventListener?.('online', this.onOnline);
      this.schedule(this.timing.retryMs);
    } else if (failure.kind === 'stale') {
      const { current } = failure;
      // An earlier try arrived though its answer was lost (the network went mid-save): the
      // server holds just what this device has, so there is nothing to choose between.
      if (sentEdits === this.edits && equal(current.answers, this.snapshot.answers)) {
        this.set({ rowVersion: current.row_version, savedAt: current.updated_at, status: 'saved', refusal: null });
        keepSavedCopy(this.server.id, { answers: current.answers, currentStep: this.snapshot.currentStep, rowVersion: current.row_version, revision: this.revision });
      } else this.set({ status: 'conflict', conflict: current });
    } else if (failure.kind === 'signedOut') {
      this.set({ status: 'failed', errorId: failure.messageId, errorValues: null });
    } else {
      const { refusal } = failure;
      this.set({ status: 'refused', refusal, errorId: refusal.messageId, errorValues: refusal.values });
      this.storeLocally();
    }
  }

  // The browser says the connection is gone: say so at once, and stop waiting for a save under
  // way (its answer may never come; it goes again when the connection returns).
  private onOffline = () => {
    const { status } = this.snapshot;
    if (status !== 'pending' && status !== 'saving') return;
    if (this.abortSend) return this.abortSend.abort();
    this.set({ status: 'offline' });
    globalThis.addEventListener?.('online', this.onOnline);
  };

  private onOnline = () => {
    globalThis.removeEventListener?.('online', this.onOnline);
    if (this.snapshot.status === 'offline') void this.flush();
  };

  private set(change: Partial<DraftSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
