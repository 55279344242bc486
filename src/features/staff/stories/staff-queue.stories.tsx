import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, refuse, storySession, withApi } from '../../shared/stories/api-stub';
import { page, staffQueue, staffQueueCounts } from '../../shared/stories/api-fixtures';
import { screenAt } from '../../shared/stories/screen-at';
import { StaffQueuePage } from '../staff-queue-page';

// The certification body's work queue, the API answered from the contract's types.

const reviewer = storySession({ role: 'staff', type: null, country: null, firstName: 'Ελένη', lastName: 'Σταύρου', staffDuties: ['reviewer', 'inspector'] });
const queue = screenAt('/staff/applications', '/staff/applications', <StaffQueuePage />);

const meta: Meta = { title: 'Screens/Staff queue' };
export default meta;
type Story = StoryObj;

/** An application in each step, one overdue, with how many wait in each step. */
export const Queue: Story = {
  ...withApi([answer('get', '/staff/applications', page(staffQueue)), answer('get', '/staff/queue-counts', staffQueueCounts)], reviewer),
  render: queue,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const row of staffQueue) await expect((await canvas.findAllByText(row.reference, {}, { timeout: 5000 }))[0]).toBeVisible();
  },
};

/** Nothing waits: the queue says so. */
export const Empty: Story = {
  ...withApi([answer('get', '/staff/applications', page([])), answer('get', '/staff/queue-counts', { ...staffQueueCounts, steps: staffQueueCounts.steps.map((step) => ({ ...step, total: 0 })), certificate_requests: { total: 0 }, sanctions: { total: 0 } })], reviewer),
  render: queue,
};

/** The queue could not be read (too many requests: a refusal not tried again): the message in the reader's language, the filters still there. */
export const Refused: Story = {
  ...withApi([refuse('get', '/staff/applications', 429, 'errors.tooManyRequests'), answer('get', '/staff/queue-counts', staffQueueCounts)], reviewer),
  render: queue,
};
