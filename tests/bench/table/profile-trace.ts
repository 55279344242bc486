// The parts of a Chromium trace the table profiler reads (see profile.ts).

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own (CPU) time of the event, in µs: unlike `dur`, not stretched when other processes hold the cores. */
  tdur?: number;
  tid: number;
  pid: number;
  args?: { data?: { cpuProfile?: CpuProfile; timeDeltas?: number[] } };
}
interface CpuProfile {
  nodes?: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
}

export interface Sample {
  ts: number;
  /** `function file:line` */
  key: string;
  /** Milliseconds. */
  delta: number;
}

/** The renderer's main-thread events and profiler samples between the bench's two marks. */
export function traceWindow(events: TraceEvent[]) {
  const mark = (name: string) => events.findLast((e) => e.name === name)?.ts;
  const from = mark('bench-mount-start') ?? 0;
  const to = mark('bench-mount-end') ?? Number.POSITIVE_INFINITY;
  const main = events.find((e) => e.name === 'thread_name' && e.ph === 'M' && JSON.stringify(e.args).includes('CrRendererMain'));
  const inWindow = events.filter((e) => e.ph === 'X' && e.tid === main?.tid && e.ts + (e.dur ?? 0) >= from && e.ts <= to);
  const nodes = new Map<number, { functionName: string; url: string; lineNumber: number }>();
  const samples: Sample[] = [];
  for (const e of events.filter((x) => x.name === 'ProfileChunk')) {
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    let ts = e.ts;
    (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      const delta = data?.timeDeltas?.[i] ?? 0;
      ts += delta;
      if (ts < from || ts > to) return;
      const frame = nodes.get(id);
      const key = frame ? `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${frame.lineNumber}` : String(id);
      samples.push({ ts, key, delta: delta / 1000 });
    });
  }
  return { from, to, inWindow, samples };
}
