import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, storySession, withApi } from '../../shared/stories/api-stub';
import { buildMeta, filledProfile, myConsultants, page } from '../../shared/stories/api-fixtures';
import { screenAt } from '../../shared/stories/screen-at';
import { SettingsPage } from '../settings-page';

// A customer's settings in each tab, the API answered from the contract's types.

const client = storySession({ role: 'client', country: 1 });
const routes = [answer('get', '/builds/meta', buildMeta), answer('get', '/users/profile', filledProfile()), answer('get', '/consultant-requests', page(myConsultants))];
const at = (query: string) => screenAt('/settings', `/settings${query}`, <SettingsPage />);

const meta: Meta = { title: 'Screens/Settings' };
export default meta;
type Story = StoryObj;

/** Language, photo size, password, and the portal's version at the foot. */
export const General: Story = { ...withApi(routes, client), render: at('') };

/** The profile tab: the customer's profile in its form, complete. */
export const Profile: Story = {
  ...withApi(routes, client),
  render: at('?tab=profile'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('profile-status', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** "My consultant": one approved, one request waiting for the consultant's answer. */
export const MyConsultant: Story = {
  ...withApi(routes, client),
  render: at('?tab=consultant'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(myConsultants[0].consultant.name, { exact: false }, { timeout: 5000 })).toBeVisible();
  },
};
