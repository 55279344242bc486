import { describe, expect, it } from 'vitest';
import { tableColumns } from '../../../renderers/table/columns';
import { startPasteJob, type PasteJobOptions } from '../../../renderers/table/paste-job';
import type { PasteResult, Row } from '../../../renderers/table/apply-paste';

const columns = tableColumns({ type: 'object', properties: { name: { type: 'string' }, area: { type: 'number' } } });
const lines = (count: number) => Array.from({ length: count }, (_, i) => [`Member ${i + 1}`, `${i},5`]);

/** Starts a paste into [{ name: 'kept' }] at row 1 and records what it reports. */
function paste(count: number, options: Partial<PasteJobOptions> = {}) {
  const progress: { rows: readonly Row[]; done: number; total: number }[] = [];
  const done: { result: PasteResult; atOnce: boolean }[] = [];
  let settled = () => {};
  const finished = new Promise<void>((resolve) => (settled = resolve));
  const job = startPasteJob({
    rows: [{ name: 'kept' }],
    columns,
    startRow: 1,
    startColumn: 0,
    cells: lines(count),
    newRow: () => ({}),
    onProgress: (rows, n, total) => progress.push({ rows, done: n, total }),
    onDone: (result, atOnce) => {
      done.push({ result, atOnce });
      settled();
    },
    ...options,
  });
  return { job, progress, done, finished };
}

describe('startPasteJob', () => {
  it('pastes a few rows before it returns', () => {
    const { progress, done } = paste(3);
    expect(progress).toEqual([]);
    expect(done).toEqual([
      {
        atOnce: true,
        result: { rows: [{ name: 'kept' }, { name: 'Member 1', area: 0.5 }, { name: 'Member 2', area: 1.5 }, { name: 'Member 3', area: 2.5 }], pastedRows: 3, clipped: false },
      },
    ]);
  });

  it('pastes many rows in slices, one task each, showing the rows so far, and ends with all of them in order', async () => {
    const { progress, done, finished } = paste(500, { sliceMs: 0 });
    // the first slice ran before startPasteJob returned; the rest come in later tasks
    expect(progress).toHaveLength(1);
    expect(done).toEqual([]);
    await finished;
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
    expect(progress.every((p) => p.total === 500 && p.rows.length === 1 + p.done)).toBe(true);
    // rows shown earlier are not changed by later slices
    expect(progress[0].rows).toHaveLength(1 + progress[0].done);
    const [{ result, atOnce }] = done;
    expect(atOnce).toBe(false);
    expect(result.rows).toHaveLength(501);
    expect(result.rows[0]).toEqual({ name: 'kept' });
    expect(result.rows[500]).toEqual({ name: 'Member 500', area: 499.5 });
    expect(result.rows.slice(1).every((row, i) => row.name === `Member ${i + 1}`)).toBe(true);
  });

  it('pastes the rest at once when finished early (a submit while it runs)', () => {
    const { job, done } = paste(500, { sliceMs: 0 });
    job.finish();
    expect(done).toHaveLength(1);
    expect(done[0].atOnce).toBe(true);
    expect(done[0].result.rows).toHaveLength(501);
  });

  it('stops when cancelled, and stops at maxItems saying so', async () => {
    const { job, done } = paste(500, { sliceMs: 0 });
    job.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toEqual([]);
    const clipped = paste(500, { maxItems: 101 });
    clipped.job.finish();
    expect(clipped.done[0].result).toMatchObject({ pastedRows: 100, clipped: true });
    expect(clipped.done[0].result.rows).toHaveLength(101);
  });
});
