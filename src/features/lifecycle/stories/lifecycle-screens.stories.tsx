import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, storySession, withApi, type StubRoute } from '../../shared/stories/api-stub';
import { page } from '../../shared/stories/api-fixtures';
import { noCertificateRequests, noInvoices, noNotes, offerView, reviewView, submitted } from '../../shared/stories/lifecycle-start-fixtures';
import { screenAt } from '../../shared/stories/screen-at';
import { ApplicationPage } from '../../applications/application-page';
import { staffApplicationLoader } from '../../applications/application-routes';
import { StaffApplicationPage } from '../../staff/staff-application-page';
import type { Application } from '../../applications/applications-api';

// The lifecycle as each side meets it on the application's page: the customer answering an
// offer, staff reviewing a submitted application. The API answered from the contract's types.

const client = storySession({ role: 'client', country: 1 });
const reviewer = storySession({ role: 'staff', type: null, country: null, firstName: 'Ελένη', lastName: 'Σταύρου', staffDuties: ['reviewer', 'inspector'] });
const beside: StubRoute[] = [
  answer('get', '/applications/{id}/notes', noNotes),
  answer('get', '/applications/{id}/certificate-requests', noCertificateRequests),
  answer('get', '/applications/{id}/invoices', noInvoices),
  // the customer's page lists the application's inspections: none before the offer's answer
  answer('get', '/inspection-history', page([])),
];

const meta: Meta = { title: 'Screens/Lifecycle' };
export default meta;
type Story = StoryObj;

/** The customer's page of a submitted application: the offer to accept or decline, the answers folded below. */
export const CustomerOffer: Story = {
  ...withApi([answer('get', '/applications/{id}/lifecycle', offerView), answer('get', '/applications/{id}', submitted), ...beside], client),
  render: screenAt('/applications/:family/inner/:id', `/applications/global/inner/${submitted.id}`, <ApplicationPage />, () => submitted as Application),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('lifecycle-actions', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Staff's page of the same application while it waits for its review: the review's form. */
export const StaffReview: Story = {
  ...withApi(
    [
      answer('get', '/applications/{id}/lifecycle', reviewView),
      answer('get', '/applications/{id}', { ...submitted, stage: { state: 'review', waiting_on: 'staff' } }),
      answer('get', '/staff/members', { items: [{ id: 31, name: 'Ελένη Σταύρου' }, { id: 32, name: 'Νίκος Δημητρίου' }] }),
      ...beside,
    ],
    reviewer,
  ),
  render: screenAt('/staff/applications/:id', `/staff/applications/${submitted.id}`, <StaffApplicationPage />, staffApplicationLoader),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText(submitted.reference, { exact: false }, { timeout: 5000 }))[0]).toBeVisible();
  },
};
