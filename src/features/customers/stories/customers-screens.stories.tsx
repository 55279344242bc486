import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { queryClient } from '../../../api/query';
import { answer, storySession, withApi, type StubRoute } from '../../shared/stories/api-stub';
import { page } from '../../shared/stories/api-fixtures';
import { consultantsCustomer, consultantsCustomers, consultantsEmployees, customersInspections } from '../../shared/stories/consultant-fixtures';
import { screenAt } from '../../shared/stories/screen-at';
import { CustomersPage } from '../customers-page';
import { CustomerPreviewPage } from '../customer-preview-page';

// A consultant's customers: the list in each status, a first visit, one customer's page; the
// API answered from the contract's types.

const consultant = storySession({ id: 21, role: 'consultant', type: null, firstName: 'Κώστας', lastName: 'Ιωάννου', email: 'kioannou@symvouloi.example.gr' });
const employees = answer('get', '/employees', page(consultantsEmployees));
const list = (rows: typeof consultantsCustomers): StubRoute[] => [
  // the list's status filter, as the server applies it
  answer('get', '/customers', ({ query }) => page(rows.filter((row) => !query.get('status') || row.status === query.get('status')))),
  employees,
];

const meta: Meta = { title: 'Screens/Customers' };
export default meta;
type Story = StoryObj;

/** The customers in each status: approved with and without an employee, a request waiting for the customer, one to answer, one declined. */
export const List: Story = {
  ...withApi(list(consultantsCustomers), consultant),
  render: screenAt('/customers', '/customers', <CustomersPage />),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId(`customer-${consultantsCustomer.id}`, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A consultant with no customer yet. */
export const Empty: Story = {
  ...withApi(list([]), consultant),
  render: screenAt('/customers', '/customers', <CustomersPage />),
  play: async ({ canvasElement }) => {
    // the page shown, then the list asked and answered: its status says there is no customer (no longer "loading")
    await within(canvasElement).findByRole('status', {}, { timeout: 5000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 5000 });
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

/** One customer's page: their details read-only, edit and profile buttons, their inspections. */
export const Customer: Story = {
  ...withApi([answer('get', '/customers/{id}', consultantsCustomer), answer('get', '/inspection-history', page(customersInspections))], consultant),
  render: screenAt('/customers/preview/:id', `/customers/preview/${consultantsCustomer.id}`, <CustomerPreviewPage />),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('inspection-history-item', {}, { timeout: 5000 })).toBeVisible();
  },
};
