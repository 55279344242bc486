// Peak memory (resident set) of one API process while it receives a 50 MB upload and serves
// it back, for each content store: local disk, and S3-compatible storage (s3rver, in this
// bench's own process so that its memory is not counted). The upload is streamed over real
// HTTP from a file. What to look for: the peak above the resting process stays far below the
// file's size (the bytes are never held whole in memory). The peak also counts garbage the
// collector has not freed yet, so it varies between runs: each store gets BENCH_ROUNDS
// rounds, each with new content (no deduplication), and every round is printed.
// Figures only, no asserts.
// Run: npx tsx tests/bench/upload-memory.bench.ts   (BENCH_UPLOAD_MB, BENCH_ROUNDS to change)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startS3Server } from '../helpers/s3-server';

const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
// the collector may free more during a round than the round allocates: then the peak is below the start
const above = (kb: number) => `${kb < 0 ? '−' : '+'}${mb(Math.abs(kb))}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A kB figure of /proc/<pid>/status: VmRSS (now) or VmHWM (peak since the last reset). */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? NaN);
}
// Linux: writing 5 to clear_refs resets the peak (VmHWM) to the current resident set.
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function startApi(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`no answer on port ${port}`);
}

/** A PDF of random bytes (nothing compresses, each round new content), so the type is accepted. */
function writeLargeFile(file: string) {
  fs.writeFileSync(file, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(SIZE_MB * 1024 * 1024 - 16), Buffer.from('\n%%EOF\n')]));
}

async function measure(name: string, storeEnv: Record<string, string>, file: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-upload-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startApi(
    {
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: 'memory://', CLIENT_DIR: path.join(dataDir, 'client'),
      DEMO_APPLICATIONS: 'off', RATE_LIMITS: 'off', LOG_LEVEL: 'warn', MAX_UPLOAD_BYTES: String((SIZE_MB + 1) * 1024 * 1024), ...storeEnv,
    },
    port,
  );
  try {
    const signIn = await fetch(`${base}/api/users/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo.farmer.gr', password: 'DemoPass2026' }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const authorization = `Bearer ${token}`;
    const send = async (blob: Blob) => {
      const form = new FormData();
      form.append('document_type', 'bench.large');
      form.append('file', blob, 'large.pdf');
      const response = await fetch(`${base}/api/files`, { method: 'POST', headers: { authorization }, body: form });
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string };
    };
    // warm up (code paths loaded, connections open) with a small file
    await send(new Blob([Buffer.from('%PDF-1.4\nwarm up\n%%EOF\n')]));

    const pid = child.pid!;
    for (let round = 1; round <= ROUNDS; round += 1) {
      writeLargeFile(file);
      const resting = statusKb(pid, 'VmRSS');
      resetPeak(pid);
      const started = performance.now();
      const { id } = await send(await fs.openAsBlob(file));
      const uploadMs = performance.now() - started;
      const uploadPeak = statusKb(pid, 'VmHWM');

      resetPeak(pid);
      const response = await fetch(`${base}/api/files/${id}/content`, { headers: { authorization } });
      let received = 0;
      const reader = response.body!.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) received += part.value.length;
      const downloadPeak = statusKb(pid, 'VmHWM');
      if (received !== fs.statSync(file).size) throw new Error(`download: ${received} bytes`);

      console.log(
        `${`${name}, round ${round}`.padEnd(40)} resting ${mb(resting).padStart(9)}   upload peak ${above(uploadPeak - resting)} (${Math.round(uploadMs)} ms)` +
          `   download peak ${above(downloadPeak - resting)}`,
      );
    }
  } finally {
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-file-'));
const file = path.join(work, 'large.pdf');
const s3 = await startS3Server();
try {
  console.log(`${SIZE_MB} MB uploads and downloads: peak resident set of the API process (/proc VmHWM) above its resting size`);
  await measure('local disk (DATA_DIR/files)', {}, file);
  const { fileStore, s3: options } = s3.config('bench');
  await measure('S3-compatible (s3rver)', {
    FILE_STORE: fileStore!, AWS_ENDPOINT_URL_S3: options.endpoint!, AWS_REGION: options.region,
    AWS_ACCESS_KEY_ID: options.credentials!.accessKeyId, AWS_SECRET_ACCESS_KEY: options.credentials!.secretAccessKey,
  }, file);
} finally {
  await s3.close();
  fs.rmSync(work, { recursive: true, force: true });
}
