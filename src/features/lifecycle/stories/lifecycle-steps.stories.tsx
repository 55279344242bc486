import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, storySession, withApi, type StubRoute } from '../../shared/stories/api-stub';
import { page } from '../../shared/stories/api-fixtures';
import { noCertificateRequests, noInvoices, noNotes } from '../../shared/stories/lifecycle-start-fixtures';
import {
  applicationAt,
  certifiedView,
  contractSentView,
  decisionPendingView,
  documentsSubmittedView,
  forCustomer,
  inspectionOfApplication,
  inspectionPlannedView,
  inspectionPlanningView,
  inspectors,
  ncOpenView,
  ncReviewView,
  partlySuspendedView,
} from '../../shared/stories/lifecycle-fixtures';
import { screenAt } from '../../shared/stories/screen-at';
import { ApplicationPage } from '../../applications/application-page';
import { staffApplicationLoader } from '../../applications/application-routes';
import { StaffApplicationPage } from '../../staff/staff-application-page';
import type { Application } from '../../applications/applications-api';
import type { LifecycleView } from '../lifecycle-api';

// The lifecycle past the offer, on the application's page as each side meets it: the contract
// to sign and signed, the inspection planned and with its results, the findings open and
// answered, the decision, the certificate in force and partly suspended. Each story is one
// state of one application (lifecycle-fixtures.ts), answered from the contract's types.

const client = storySession({ role: 'client', country: 1 });
const staff = storySession({ role: 'staff', type: null, country: null, firstName: 'Ελένη', lastName: 'Σταύρου', staffDuties: ['reviewer', 'inspector'] });

/** The calls the application's page makes, answered for one lifecycle state. */
function routesOf(lifecycle: LifecycleView): StubRoute[] {
  const inspected = lifecycle.inspections.some((inspection) => inspection.inspected_on !== null);
  return [
    answer('get', '/applications/{id}/lifecycle', lifecycle),
    answer('get', '/applications/{id}', applicationAt(lifecycle)),
    answer('get', '/applications/{id}/notes', noNotes),
    answer('get', '/applications/{id}/certificate-requests', noCertificateRequests),
    answer('get', '/applications/{id}/invoices', noInvoices),
    answer('get', '/inspection-history', page(inspected ? [inspectionOfApplication] : [])),
    answer('get', '/staff/members', inspectors),
  ];
}

const customerStory = (staffView: LifecycleView, actions: LifecycleView['actions']): Story => {
  const lifecycle = forCustomer(staffView, actions);
  const application = applicationAt(lifecycle);
  return {
    ...withApi(routesOf(lifecycle), client),
    render: screenAt('/applications/:family/inner/:id', `/applications/global/inner/${application.id}`, <ApplicationPage />, () => application as Application),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByTestId(actions.length ? 'lifecycle-actions' : 'lifecycle-state', {}, { timeout: 5000 })).toBeVisible();
    },
  };
};

const staffStory = (lifecycle: LifecycleView): Story => ({
  ...withApi(routesOf(lifecycle), staff),
  render: screenAt('/staff/applications/:id', `/staff/applications/${lifecycle.application.id}`, <StaffApplicationPage />, staffApplicationLoader),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('lifecycle-actions', {}, { timeout: 5000 })).toBeVisible();
  },
});

const meta: Meta = { title: 'Screens/Lifecycle steps' };
export default meta;
type Story = StoryObj;

/** The customer: the contract to download, sign and send back. */
export const CustomerContractToSign: Story = customerStory(contractSentView, ['sign_contract']);

/** Staff: the contract signed; the inspection to plan (day, inspector, what to prepare). */
export const StaffContractSigned: Story = staffStory(inspectionPlanningView);

/** The customer: the inspection planned, with the documents it asks for to send. */
export const CustomerInspectionPlanned: Story = customerStory(inspectionPlannedView, ['submit_supporting_documents']);

/** Staff: the customer's documents in; the inspection's results to record. */
export const StaffInspectionResults: Story = staffStory(documentsSubmittedView);

/** The customer: the inspection's results with two findings open, one form to answer each. */
export const CustomerNonConformitiesOpen: Story = customerStory(ncOpenView, ['respond_nc']);

/** Staff: both findings answered with their evidence, one review each. */
export const StaffNonConformitiesAnswered: Story = staffStory(ncReviewView);

/** Staff: the findings closed; the decision, the application's products offered ticked. */
export const StaffDecision: Story = staffStory(decisionPendingView);

/** The customer: certified, the certificate in force. */
export const CustomerCertified: Story = customerStory(certifiedView, []);

/** The customer: the certificate partly suspended, and the warning's corrective action to answer. */
export const CustomerPartlySuspended: Story = customerStory(partlySuspendedView, ['answer_sanction']);

/** Staff: the certificate partly suspended under a warning; its status to change, another sanction to impose. */
export const StaffCertificatePartlySuspended: Story = staffStory(partlySuspendedView);
