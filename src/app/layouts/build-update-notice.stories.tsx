import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpdateAvailableBanner } from './build-update-notice';

const meta: Meta<typeof UpdateAvailableBanner> = {
  title: 'App/Build update notice',
  component: UpdateAvailableBanner,
};
export default meta;

/** Shown when the hourly check finds that the server now serves another build. */
export const UpdateAvailable: StoryObj<typeof UpdateAvailableBanner> = {};
