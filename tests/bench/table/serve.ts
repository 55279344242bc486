// Node side of the table bench: a production build of the harness page, served over HTTP.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'vite';

export const ENTRY = 'tests/bench/table/index.html';

export async function buildHarness(outDir: string) {
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    publicDir: false,
    // No manifest: the app's route preloads are read from it, and the harness has no routes.
    build: { outDir, emptyOutDir: true, sourcemap: false, manifest: false, reportCompressedSize: false, rolldownOptions: { input: ENTRY } },
  });
}

export function serve(outDir: string): Promise<http.Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const server = http.createServer((req, res) => {
    const file = path.join(outDir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
