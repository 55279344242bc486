import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Gives every production build an id: compiled into the app as __BUILD_ID__ and written to
 * build-meta.json beside index.html, which the API serves as builds/latest and builds/meta.
 * The running app compares the two hourly and offers a reload when they differ.
 */
export function buildInfoPlugin(): Plugin {
  let buildId = 'development';
  let isBuild = false;
  return {
    name: 'portal-build-info',
    config(_config, env) {
      isBuild = env.command === 'build';
      if (isBuild) buildId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomUUID().slice(0, 8)}`;
      return { define: { __BUILD_ID__: JSON.stringify(buildId) } };
    },
    generateBundle() {
      if (!isBuild) return;
      const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
      this.emitFile({
        type: 'asset',
        fileName: 'build-meta.json',
        source: JSON.stringify({ buildId, version: pkg.version, builtAt: new Date().toISOString() }),
      });
    },
  };
}
