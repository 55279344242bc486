import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, storySession, withApi } from '../../shared/stories/api-stub';
import { page } from '../../shared/stories/api-fixtures';
import { consultantsApplications, consultantsCustomers, consultantsEmployees } from '../../shared/stories/consultant-fixtures';
import { screenAt } from '../../shared/stories/screen-at';
import { EmployeesPage } from '../employees-page';

// A consultant's employees with what is assigned to them, the API answered from the
// contract's types.

const consultant = storySession({ id: 21, role: 'consultant', type: null, firstName: 'Κώστας', lastName: 'Ιωάννου', email: 'kioannou@symvouloi.example.gr' });
const employee = storySession({ ...consultant, id: consultantsEmployees[0].id, isEmployee: true, firstName: 'Άννα', lastName: 'Κωνσταντίνου' });
const routes = [
  answer('get', '/employees', page(consultantsEmployees)),
  // the choices of the assignment menus: approved customers, the consultant's applications
  answer('get', '/customers', ({ query }) => page(consultantsCustomers.filter((row) => !query.get('status') || row.status === query.get('status')))),
  answer('get', '/applications', page(consultantsApplications)),
];

const meta: Meta = { title: 'Screens/Employees' };
export default meta;
type Story = StoryObj;

/** The consultant's employees: one with a customer and an application assigned, one with nothing yet; a menu under each to hand them one more. */
export const List: Story = {
  ...withApi(routes, consultant),
  render: screenAt('/employees', '/employees', <EmployeesPage />),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId(`assign-customers-${consultantsEmployees[1].id}`, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** An employee's own entry, read-only: the customers and applications assigned to them. */
export const EmployeeOwnEntry: Story = {
  ...withApi([answer('get', '/employees', page(consultantsEmployees.slice(0, 1)))], employee),
  render: screenAt('/employees', '/employees', <EmployeesPage />),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId(`employee-${consultantsEmployees[0].id}`, {}, { timeout: 5000 })).toBeVisible();
  },
};
