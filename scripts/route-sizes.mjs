// The script each route downloads, from Vite's manifest (dist/client/.vite/manifest.json):
// the entry's static imports, the route's screen module and its static imports, and the
// validators of the forms it shows; measured as sent (the build's .br copies). `npm test`
// runs it after the build; it fails when a route outgrows its budget in budgets.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const { routes } = JSON.parse(fs.readFileSync('budgets.json', 'utf8'));

/** Files a module loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`budgets.json names "${key}", which is not in the build's manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const brotliSize = (file) => {
  const compressed = path.join(clientDir, `${file}.br`);
  const content = fs.existsSync(compressed) ? fs.readFileSync(compressed) : zlib.brotliCompressSync(fs.readFileSync(path.join(clientDir, file)));
  return content.length;
};
const rawSize = (file) => fs.statSync(path.join(clientDir, file)).size;
const kB = (bytes) => (bytes / 1000).toFixed(1);

let over = 0;
console.log(`${'route'.padEnd(34)} ${'raw kB'.padStart(8)} ${'brotli kB'.padStart(10)} ${'budget kB'.padStart(10)}  files`);
for (const route of routes) {
  const files = new Set();
  for (const key of ['index.html', route.module, ...(route.forms ?? []).map((id) => `virtual:form-validator/${id}`)]) staticClosure(key, files);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const raw = js.reduce((sum, f) => sum + rawSize(f), 0);
  const br = js.reduce((sum, f) => sum + brotliSize(f), 0);
  const fits = br <= route.budgetKb * 1000;
  if (!fits) over += 1;
  console.log(`${route.path.padEnd(34)} ${kB(raw).padStart(8)} ${kB(br).padStart(10)} ${String(route.budgetKb).padStart(10)}  ${String(js.length).padStart(5)}${fits ? '' : '  ✖ over budget'}`);
}
if (over) {
  console.error(`\n${over} route(s) download more script than budgets.json allows.`);
  process.exit(1);
}
