import { get, type Entry } from '../core/authorization-kit';

/** Who may call the employees operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  assignApplicationEmployee: {
    call: (f) => ({ method: 'PUT', url: `/applications/${f.app}/employee`, payload: { employee_id: f.ids.employee } }),
    allowed: ['consultant'],
  },
  // employees: the demo consultant's
  listEmployees: { call: get('/employees'), allowed: ['consultant', 'employee', 'otherConsultant'] },
  createEmployee: {
    call: () => ({
      method: 'POST',
      url: '/employees',
      payload: { fullName: 'Άννα', username: 'matrix.employee', email: 'm@test.invalid', password: 'Initial2026pass' },
    }),
    allowed: ['consultant', 'otherConsultant'],
  },
  deleteEmployees: { call: (f) => ({ method: 'POST', url: '/employees/delete', payload: { ids: [f.ids.otherEmployee] } }), allowed: ['consultant'] },
  // an employee's assignments: the consultant's own employee, or the employee themself
  listEmployeeCustomers: { call: (f) => ({ method: 'GET', url: `/employees/${f.ids.employee}/customers` }), allowed: ['consultant', 'employee'] },
  listEmployeeApplications: { call: (f) => ({ method: 'GET', url: `/employees/${f.ids.employee}/applications` }), allowed: ['consultant', 'employee'] },
  getEmployee: { call: (f) => ({ method: 'GET', url: `/employees/${f.ids.employee}` }), allowed: ['consultant'] },
  updateEmployee: {
    call: (f) => ({
      method: 'PUT',
      url: `/employees/${f.ids.employee}`,
      payload: { fullName: 'Νίκος Αλεξίου', username: 'demo.employee', email: 'employee@demo.invalid' },
    }),
    allowed: ['consultant'],
  },
};
