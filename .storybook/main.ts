import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { generateFormStories } from './generate-form-stories';

// One story file per form of schemas/, written afresh on every start and build.
generateFormStories(
  fileURLToPath(new URL('../schemas/', import.meta.url)),
  fileURLToPath(new URL('./generated/', import.meta.url)),
);

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)', '../renderers/**/*.stories.@(ts|tsx)', './generated/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // Storybook is not the installable portal: no service worker or web app manifests for it
  // (the worker's precache also refuses Storybook's one large preview chunk).
  viteFinal: (vite) => ({
    ...vite,
    plugins: (vite.plugins ?? []).flat().filter((plugin) => {
      const name = plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';
      return !name.startsWith('vite-plugin-pwa') && name !== 'portal-web-manifests';
    }),
  }),
};
export default config;
