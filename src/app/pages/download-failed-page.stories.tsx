import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadFailedPage } from './download-failed-page';

const meta: Meta<typeof DownloadFailedPage> = {
  title: 'App/Download failed page',
  component: DownloadFailedPage,
};
export default meta;

export const Default: StoryObj<typeof DownloadFailedPage> = {};
export const SmallScreen: StoryObj<typeof DownloadFailedPage> = {
  globals: { viewport: { value: 'mobile1' } },
};
