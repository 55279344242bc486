import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, storySession, withApi } from '../../shared/stories/api-stub';
import { screenAt } from '../../shared/stories/screen-at';
import type { StaffReport } from '../reports-queries';
import { StaffReportsPage } from '../reports-page';

// The reports for the authorities (docs/reports.md), the API answered from the contract's types.

const staff = storySession({ role: 'staff', type: null, country: null, firstName: 'Ελένη', lastName: 'Σταύρου', staffDuties: ['reviewer'] });
const screen = screenAt('/staff/reports', '/staff/reports', <StaffReportsPage />);

const report = (id: string, changes: Partial<StaffReport>): StaffReport => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  kind: 'organic_operators',
  from: '2026-01-01',
  to: '2026-06-30',
  status: 'done',
  rows_done: 412,
  rows_total: 412,
  requested_by: 'Ελένη Σταύρου',
  requested_at: '2026-07-01T08:15:00Z',
  finished_at: '2026-07-01T08:16:10Z',
  formats: ['csv', 'xlsx'],
  ...changes,
});

const reports = [
  report('1', { kind: 'globalgap_certificates', status: 'running', rows_done: 200, rows_total: 655, finished_at: null, formats: [], requested_at: '2026-07-02T09:00:00Z' }),
  report('2', {}),
  report('3', { kind: 'globalgap_certificates', status: 'failed', rows_done: 0, formats: [], requested_by: 'Νίκος Αλεξίου' }),
];

const meta: Meta = { title: 'Screens/Reports' };
export default meta;
type Story = StoryObj;

/** A report being made (its rows counted), one ready to download, one that failed. */
export const Reports: Story = {
  ...withApi([answer('get', '/staff/reports', { items: reports, nextCursor: null })], staff),
  render: screen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Ελένη Σταύρου', { exact: false }, { timeout: 5000 }))[0]).toBeVisible();
  },
};

/** Nothing asked for yet: the form and a line that says so. */
export const Empty: Story = {
  ...withApi([answer('get', '/staff/reports', { items: [], nextCursor: null })], staff),
  render: screen,
};
