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
};
export default config;
