// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/query';
import { DraftSaver, type SaveAnswers, type ServerDraft } from '../../../src/features/applications/draft-saver';
import { readLocalDraft, writeLocalDraft } from '../../../src/features/applications/local-draft';
import { keepSavedCopy, lastSentAt, waitingDrafts } from '../../../src/features/applications/sent-copies';

const ID = '11111111-1111-4111-8111-111111111111';
const server = (over: Partial<ServerDraft> = {}): ServerDraft => ({
  id: ID, answers: { general: { year: 2026 } }, current_step: 'general', row_version: 4, updated_at: '2026-11-21T10:00:00.000Z', ...over,
});

/** A stand-in for the HTTP call that answers like the API: versions bump, stale ones get 409. */
function fakeApi(start = 4) {
  let version = start;
  let offline = false;
  const calls: Parameters<SaveAnswers>[0][] = [];
  const save: SaveAnswers = async (body) => {
    calls.push(body);
    if (offline) throw new ApiError('network', {}, { messageId: 'errors.generic' });
    if (body.row_version !== version) {
      throw new ApiError(409, { statusCode: 409, messageId: 'errors.staleDraft', current: { answers: { general: { year: 2027 } }, current_step: 'scope', row_version: version, updated_at: '2026-11-21T11:00:00.000Z' } }, { messageId: 'errors.staleDraft' });
    }
    version += 1;
    return { row_version: version, updated_at: new Date().toISOString() };
  };
  return { save, calls, setOffline: (v: boolean) => (offline = v), bumpElsewhere: () => (version += 1) };
}

describe('the draft saver', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps every change on the device at once and saves a second after typing stops', async () => {
    const api = fakeApi();
    const saver = new DraftSaver(server(), api.save);
    saver.change('general', { year: 2026, purpose: 'i' });
    saver.change('general', { year: 2026, purpose: 'initial' });
    expect(readLocalDraft(ID)).toMatchObject({ unsaved: true, baseVersion: 4, answers: { general: { purpose: 'initial' } } });
    expect(saver.getSnapshot().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(999);
    expect(api.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toEqual([{ answers: { general: { year: 2026, purpose: 'initial' } }, current_step: 'general', row_version: 4 }]);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', rowVersion: 5 });
    // nothing waits: the device keeps the saved copy only
    expect(readLocalDraft(ID)).toMatchObject({ unsaved: false, baseVersion: 5, answers: { general: { purpose: 'initial' } } });
  });

  it('saves on demand (leaving the page) what is scheduled or under way, and says whether it all arrived', async () => {
    const api = fakeApi();
    const saver = new DraftSaver(server(), api.save);
    saver.change('general', { year: 2027 });
    const moving = saver.moveTo('scope');
    saver.change('general', { year: 2028 });
    expect(await saver.saveNow()).toBe(true);
    await moving;
    expect(api.calls.at(-1)).toEqual({ answers: { general: { year: 2028 } }, current_step: 'scope', row_version: 5 });
    expect(readLocalDraft(ID)?.unsaved).toBe(false);

    api.setOffline(true);
    saver.change('general', { year: 2029 });
    expect(await saver.saveNow()).toBe(false);
    expect(saver.getSnapshot().status).toBe('offline');
    expect(readLocalDraft(ID)).toMatchObject({ unsaved: true, answers: { general: { year: 2029 } } });
  });

  it('saves at once on a step change, with the step', async () => {
    const api = fakeApi();
    const saver = new DraftSaver(server(), api.save);
    saver.change('general', { year: 2027 });
    await saver.moveTo('scope');
    expect(api.calls).toEqual([{ answers: { general: { year: 2027 } }, current_step: 'scope', row_version: 4 }]);
  });

  it('keeps the answers through a network failure and saves them when the connection is back', async () => {
    const api = fakeApi();
    const saver = new DraftSaver(server(), api.save);
    api.setOffline(true);
    saver.change('general', { year: 2028 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saver.getSnapshot().status).toBe('offline');
    expect(readLocalDraft(ID)?.answers).toEqual({ general: { year: 2028 } });
    api.setOffline(false);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', rowVersion: 5 });
    expect(api.calls.at(-1)?.answers).toEqual({ general: { year: 2028 } });
  });

  it('picks up unsaved answers left on the device (reload, expired session) and saves them', async () => {
    writeLocalDraft(ID, { answers: { general: { year: 2025 } }, currentStep: 'scope', baseVersion: 4, unsaved: true, changedAt: '' });
    const api = fakeApi();
    // React may build a saver in a render it then throws away: that one must neither send
    // nor remove the device copy, or the saver that stays would start from the server's old answers.
    new DraftSaver(server(), api.save);
    await vi.advanceTimersByTimeAsync(10);
    expect(api.calls).toEqual([]);
    const saver = new DraftSaver(server(), api.save);
    expect(saver.getSnapshot()).toMatchObject({ answers: { general: { year: 2025 } }, currentStep: 'scope' });
    saver.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toEqual([{ answers: { general: { year: 2025 } }, current_step: 'scope', row_version: 4 }]);
  });

  it('never overwrites a newer server copy silently: the person keeps theirs or takes the saved one', async () => {
    const api = fakeApi();
    const saver = new DraftSaver(server(), api.save);
    api.bumpElsewhere(); // another tab saved version 5
    saver.change('general', { year: 2026, purpose: 'renewal' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saver.getSnapshot()).toMatchObject({ status: 'conflict', conflict: { row_version: 5, answers: { general: { year: 2027 } } } });
    expect(saver.getSnapshot().answers).toEqual({ general: { year: 2026, purpose: 'renewal' } });
    await saver.keepMine();
    expect(api.calls.at(-1)).toMatchObject({ row_version: 5, answers: { general: { year: 2026, purpose: 'renewal' } } });
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', rowVersion: 6 });

    api.bumpElsewhere();
    saver.change('general', { year: 2028 });
    await vi.advanceTimersByTimeAsync(1_000);
    saver.takeTheirs();
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', answers: { general: { year: 2027 } }, rowVersion: 7 });
    expect(readLocalDraft(ID)).toBeNull();
  });

  it('asks at once when unsaved device answers were based on an older version than the server has', () => {
    writeLocalDraft(ID, { answers: { general: { year: 2025 } }, currentStep: 'general', baseVersion: 3, unsaved: true, changedAt: '' });
    const saver = new DraftSaver(server(), fakeApi().save);
    expect(saver.getSnapshot()).toMatchObject({ status: 'conflict', answers: { general: { year: 2025 } }, conflict: { row_version: 4 } });
  });

  it('shows a refusal in the words of the issue that names its cause, with its values', async () => {
    const params = { year: 2026, type: 'ifa-v6-smart', reference: '22222222-2222-4222-8222-222222222222', status: 'submitted' };
    const issues = [{ path: '/answers/scope/standard', keyword: 'activeApplication', messageId: 'applications.blocking.activeApplication', params }];
    const save: SaveAnswers = async () => {
      throw new ApiError(409, { statusCode: 409, messageId: 'errors.activeApplicationExists', issues }, { messageId: 'errors.activeApplicationExists' });
    };
    const saver = new DraftSaver(server(), save);
    saver.change('scope', { standard: 'ifa-v6-smart' });
    await saver.moveTo('ggn');
    expect(saver.getSnapshot()).toMatchObject({ status: 'refused', errorId: 'applications.blocking.activeApplication', errorValues: params });
    expect(saver.getSnapshot().refusal).toEqual({ status: 409, messageId: 'applications.blocking.activeApplication', values: params, stepId: 'scope', field: '/standard' });
    // nothing typed is lost: the device keeps the answers
    expect(readLocalDraft(ID)).toMatchObject({ unsaved: true, answers: { scope: { standard: 'ifa-v6-smart' } } });
  });
  it('stops at a refusal: no save goes by itself, the device keeps and marks the answers, and a change that resolves it is saved', async () => {
    const params = { year: 2026, type: 'bio', reference: 'BIO-2026-000001', status: 'submitted', id: '22222222-2222-4222-8222-222222222222' };
    const calls: Parameters<SaveAnswers>[0][] = [];
    const save: SaveAnswers = async (body) => {
      calls.push(body);
      const activities = (body.answers.scope as { activities?: string[] } | undefined)?.activities ?? [];
      if (activities.includes('processing')) {
        const issues = [{ path: '/answers/scope/activities', keyword: 'activeApplication', messageId: 'applications.blocking.organicDuplicate', params }];
        throw new ApiError(409, { statusCode: 409, messageId: 'errors.duplicateOrganicApplication', issues }, { messageId: 'errors.duplicateOrganicApplication' });
      }
      return { row_version: 5, updated_at: '2026-11-21T12:00:00.000Z' };
    };
    const saver = new DraftSaver(server(), save, { debounceMs: 1_000, retryMs: 5_000, timeoutMs: 20_000 });
    saver.start();
    saver.change('scope', { activities: ['processing'] });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saver.getSnapshot()).toMatchObject({ status: 'refused', refusal: { status: 409, stepId: 'scope', messageId: 'applications.blocking.organicDuplicate' } });
    expect(readLocalDraft(ID)).toMatchObject({ unsaved: true, answers: { scope: { activities: ['processing'] } }, refused: { messageId: 'applications.blocking.organicDuplicate' } });
    // counted apart from what waits to be sent, and not retried by itself
    expect(waitingDrafts()).toMatchObject([{ applicationId: ID, refused: true }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    // another change is kept and tried once; the refusal stays said ("not saved") meanwhile
    saver.change('general', { year: 2027 });
    expect(saver.getSnapshot()).toMatchObject({ status: 'refused', refusal: { stepId: 'scope' } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    expect(saver.getSnapshot().status).toBe('refused');
    // other activities: saved, the refusal gone, nothing waits
    saver.change('scope', { activities: ['trading'] });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', refusal: null, rowVersion: 5 });
    expect(readLocalDraft(ID)).toMatchObject({ unsaved: false });
    expect(readLocalDraft(ID)?.refused).toBeUndefined();
    saver.dispose();
  });

  it.each([
    [404, 'errors.notFound'],
    [409, 'errors.notADraft'],
    [403, 'errors.forbidden'],
    [400, 'errors.invalidRequest'],
  ])('stops at a %i refusal (%s) too, keeping the answers; only no answer, 5xx, 408 and 429 are retried', async (status, messageId) => {
    const calls: unknown[] = [];
    const saver = new DraftSaver(server(), async (body) => {
      calls.push(body);
      throw new ApiError(status, { statusCode: status, messageId }, { messageId });
    });
    saver.start();
    saver.change('general', { year: 2031 });
    await saver.flush();
    expect(saver.getSnapshot()).toMatchObject({ status: 'refused', refusal: { status, messageId, stepId: null, values: null } });
    expect(readLocalDraft(ID)).toMatchObject({ unsaved: true, answers: { general: { year: 2031 } }, refused: { messageId } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    saver.dispose();

    for (const retried of [500, 503, 408, 429]) {
      const again = new DraftSaver(server(), async () => {
        throw new ApiError(retried, { statusCode: retried, messageId: 'errors.generic' }, { messageId: 'errors.generic' });
      });
      again.change('general', { year: 2032 });
      await again.flush();
      expect(again.getSnapshot(), String(retried)).toMatchObject({ status: 'offline', refusal: null });
      again.dispose();
    }
  });

  it('offline, opens on the copy saved from this device when the page read an older one', () => {
    // the service worker answered with the draft as read at version 4; this device saved 6 since
    keepSavedCopy(ID, { answers: { general: { year: 2029 } }, currentStep: 'scope', rowVersion: 6 });
    const saver = new DraftSaver(server(), fakeApi().save);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', rowVersion: 6, currentStep: 'scope', answers: { general: { year: 2029 } } });
    expect(waitingDrafts()).toEqual([]);
  });

  it('sends edits made offline on top of a newer version than the kept copy, not a conflict', async () => {
    writeLocalDraft(ID, { answers: { general: { year: 2030 } }, currentStep: 'general', baseVersion: 6, unsaved: true, changedAt: '2026-11-27T01:00:00.000Z' });
    expect(waitingDrafts()).toEqual([{ applicationId: ID, changedAt: '2026-11-27T01:00:00.000Z', refused: false }]);
    const sent: unknown[] = [];
    const saver = new DraftSaver(server(), async (body) => {
      sent.push(body);
      return { row_version: 7, updated_at: '2026-11-27T01:01:00.000Z' };
    });
    expect(saver.getSnapshot().status).toBe('pending');
    saver.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ answers: { general: { year: 2030 } }, current_step: 'general', row_version: 6 }]);
    expect(waitingDrafts()).toEqual([]);
    expect(lastSentAt()).not.toBeNull();
  });

  describe('when the network drops mid-save', () => {
    /** A save whose answer never comes until its signal aborts it, as a phone leaving coverage. */
    const hangingThenApi = () => {
      const api = fakeApi();
      let hang = true;
      const save: SaveAnswers = (body, signal) => {
        if (!hang) return api.save(body, signal);
        hang = false;
        api.calls.push(body);
        return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new ApiError('network', {}, { messageId: 'errors.generic' }))));
      };
      return { api, save };
    };
    const goOffline = (offline: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
      window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
    };
    afterEach(() => goOffline(false));

    it('says "offline" as soon as the browser does, though a save is under way, and sends again when back', async () => {
      const { api, save } = hangingThenApi();
      const saver = new DraftSaver(server(), save);
      saver.start();
      expect(api.calls).toHaveLength(0);
      saver.change('general', { year: 2027 });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(saver.getSnapshot().status).toBe('saving');
      goOffline(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(saver.getSnapshot().status).toBe('offline');
      // a change made offline is kept, and the indicator does not go back to "unsaved"
      saver.change('general', { year: 2028 });
      expect(saver.getSnapshot().status).toBe('offline');
      goOffline(false);
      await vi.advanceTimersByTimeAsync(0);
      expect(saver.getSnapshot()).toMatchObject({ status: 'saved', rowVersion: 5, answers: { general: { year: 2028 } } });
      expect(api.calls.map((call) => call.answers)).toEqual([{ general: { year: 2027 } }, { general: { year: 2028 } }]);
      saver.dispose();
    });

    it('gives up a save that never answers and sends it again, so later saves are not held behind it', async () => {
      const { api, save } = hangingThenApi();
      const saver = new DraftSaver(server(), save, { debounceMs: 1_000, retryMs: 5_000, timeoutMs: 20_000 });
      saver.start();
      saver.change('general', { year: 2027 });
      await vi.advanceTimersByTimeAsync(1_000 + 19_999);
      expect(saver.getSnapshot().status).toBe('saving');
      await vi.advanceTimersByTimeAsync(1);
      expect(saver.getSnapshot().status).toBe('offline');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(api.calls).toHaveLength(2);
      expect(saver.getSnapshot()).toMatchObject({ status: 'saved', rowVersion: 5 });
      saver.dispose();
    });

    it('a save that arrived though its answer was lost is not offered as a conflict with itself', async () => {
      const sent: Parameters<SaveAnswers>[0][] = [];
      let stored = { answers: {} as Record<string, unknown>, row_version: 4 };
      const save: SaveAnswers = async (body) => {
        sent.push(body);
        if (body.row_version !== stored.row_version) {
          const current = { ...stored, current_step: 'general', updated_at: '2026-11-28T12:00:00.000Z' };
          throw new ApiError(409, { statusCode: 409, messageId: 'errors.staleDraft', current }, { messageId: 'errors.staleDraft' });
        }
        // the server saves, then the answer is lost on the way back
        stored = { answers: body.answers, row_version: stored.row_version + 1 };
        throw new ApiError('network', {}, { messageId: 'errors.generic' });
      };
      const saver = new DraftSaver(server({ answers: {} }), save);
      saver.start();
      saver.change('general', { year: 2027 });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(saver.getSnapshot().status).toBe('offline');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(sent).toHaveLength(2);
      expect(saver.getSnapshot()).toMatchObject({ status: 'saved', rowVersion: 5, conflict: null });
      expect(readLocalDraft(ID)).toMatchObject({ unsaved: false, baseVersion: 5 });
      saver.dispose();
    });
  });
});
