import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { GUEST_SHELL_ID } from '../src/app/guest-shell.ts';

const LOGO = 'src/app/assets/logo.svg';

/**
 * The header of the guests' layout (src/app/layouts/auth-layout.tsx) as plain HTML: the logo,
 * 180 × 40, 16 px from the top and 16 px (from Chakra's `md`, 48em: 32 px) from the left, on
 * the layout's gray.50, in a 72 px band. The server writes it into the guests' pages
 * (src/server/core/plugins/page-preloads.ts) so that the logo, the largest thing /login
 * shows, is painted with the page rather than after its script (docs/performance.md); the
 * app's own header then takes its place without a pixel moving (src/app/guest-shell.ts,
 * tests/e2e/guest-shell.spec.ts).
 *
 * The image's address is the very data URL the build gave the layout's logo (found in the
 * bundle, else the build fails), so the app's image is the one already decoded.
 */
export function guestShellPlugin(): Plugin {
  let outDir = '';
  let logoUrl: string | undefined;
  return {
    name: 'portal-guest-shell',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const candidate = `data:image/svg+xml;base64,${fs.readFileSync(LOGO).toString('base64')}`;
      const inlined = Object.values(bundle).some((file) => file.type === 'chunk' && file.code.includes(candidate));
      // Storybook's build has no guests' layout to match
      if (!inlined && !Object.values(bundle).some((file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith('src/app/main.tsx'))) return;
      if (!inlined) this.error(`guest shell: the bundle does not hold ${LOGO} as the data URL the shell would draw; see scripts/vite-guest-shell.ts`);
      logoUrl = candidate;
    },
    closeBundle() {
      if (!logoUrl) return;
      const html =
        // a band, not a page: without JavaScript the server's plain page (<noscript>) follows it
        `<style>#${GUEST_SHELL_ID}{background:var(--chakra-colors-gray-50,#fafafa)}` +
        `#${GUEST_SHELL_ID}>div{display:flex;align-items:center;height:72px;padding:0 16px}` +
        `@media (min-width:48em){#${GUEST_SHELL_ID}>div{padding:0 32px}}@media print{#${GUEST_SHELL_ID}{display:none}}</style>` +
        `<div id="${GUEST_SHELL_ID}" aria-hidden="true"><div><img src="${logoUrl}" alt="" width="180" height="40"></div></div>`;
      fs.mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      fs.writeFileSync(path.join(outDir, '.vite', 'guest-shell.html'), html);
    },
  };
}
