// Reads a .cpuprofile and prints where the time went: self time by function and by package or
// source folder. `npx tsx tests/bench/cpu-profile-summary.ts <file> [rows]`
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, rowsArg] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/src/')) return url.slice(url.indexOf('/src/') + 1).split('/').slice(0, 3).join('/');
  return url.startsWith('node:') ? url : url ? 'other' : '(native/idle/gc)';
};
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
const functions = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, us] of self) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  add(functions, `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`, us);
  add(places, where(url), us);
}
const rows = Number(rowsArg ?? 25);
const print = (title: string, map: Map<string, number>) => {
  console.log(title);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
  }
};
console.log(`total sampled ${(total / 1000).toFixed(0)} ms`);
print('self time by place', places);
print('self time by function', functions);
