import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, storySession, withApi } from '../../shared/stories/api-stub';
import { screenAt } from '../../shared/stories/screen-at';
import { draftApplication, inspectionHistory, myApplications, ownProfile, page } from '../../shared/stories/api-fixtures';
import { MyApplicationsPage } from '../my-applications-page';
import { ApplicationWizard } from '../application-wizard';
import type { Application } from '../applications-api';

// The applicant's screens with the API answered from the contract's types
// (src/features/shared/stories/api-stub.ts): the list of applications, and the wizard's
// review and submission pages on a draft answered from the samples.

const client = storySession({ role: 'client', country: 1 });
const common = [answer('get', '/users/profile', ownProfile), answer('get', '/inspection-history', page(inspectionHistory))];

const inRouter = (path: string, element: React.ReactNode) => screenAt(path, path, element);

const meta: Meta = { title: 'Screens/Applicant' };
export default meta;
type Story = StoryObj;

/** The list shows the rows (and says the list loaded, not only its heading). */
const rowsShown = (references: string[]) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  for (const reference of references) await expect((await canvas.findAllByText(reference, {}, { timeout: 5000 }))[0]).toBeVisible();
};

/** A customer's applications: a draft, an offer waiting for them, a certificate valid and one partly suspended. */
export const ApplicationsList: Story = {
  ...withApi([...common, answer('get', '/applications', page(myApplications))], client),
  render: inRouter('/', <MyApplicationsPage />),
  play: rowsShown(myApplications.map((row) => row.reference)),
};

/** A first visit: no application yet, the buttons that start one. */
export const ApplicationsListEmpty: Story = {
  ...withApi([...common, answer('get', '/applications', page([]))], client),
  render: inRouter('/', <MyApplicationsPage />),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /GLOBALG\.A\.P\./ }, { timeout: 5000 })).toBeVisible();
  },
};

const wizardAt = (wizardId: 'bio' | 'globalgap', step: string, minimal = false) => {
  const application = draftApplication(wizardId, step, { minimal }) as Application;
  return inRouter(`/applications/${wizardId === 'bio' ? 'bio' : 'global'}/edit/${application.id}`, <ApplicationWizard application={application} onSubmitted={() => undefined} />);
};

/** The organic wizard's review page: every answer read-only under its step, with "Change" (a beekeeper's, the smallest sample). */
export const WizardReview: Story = {
  ...withApi(common, client),
  render: wizardAt('bio', 'review', true),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('button', { name: /Αλλαγή|Change|Cambiar/ }, { timeout: 5000 })).not.toHaveLength(0);
  },
};

/** The GLOBALG.A.P. wizard's submission step: the PDF to sign, the signed documents, "Submit". */
export const WizardSubmission: Story = {
  ...withApi(common, client),
  render: wizardAt('globalgap', 'submission'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Υποβολή|Submit|Enviar/ }, { timeout: 5000 })).toBeVisible();
  },
};
