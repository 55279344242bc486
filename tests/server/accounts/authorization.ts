import { SIGNED_IN, get, details, type Entry } from '../core/authorization-kit';

/** Who may call the accounts operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  login: { call: () => ({ method: 'POST', url: '/users/login', payload: { username: 'nobody', password: 'nothing' } }), allowed: 'public' },
  refreshToken: { call: () => ({ method: 'POST', url: '/users/refresh-token' }), allowed: 'public' },
  logout: { call: () => ({ method: 'POST', url: '/users/logout' }), allowed: 'public' },
  resetPassword: {
    call: () => ({ method: 'POST', url: '/users/password/reset', payload: { username: 'demo.farmer.gr', password: 'NewPass20260', token: 'x' } }),
    allowed: 'public',
  },
  recoverPassword: { call: () => ({ method: 'POST', url: '/users/recover-password', payload: { username: 'nobody' } }), allowed: 'public' },
  recoverUsername: { call: () => ({ method: 'POST', url: '/users/recover-username', payload: { identification: '000' } }), allowed: 'public' },
  register: { call: () => ({ method: 'POST', url: '/users/register', payload: { role: 'client' } }), allowed: 'public' },
  verifyEmail: { call: () => ({ method: 'POST', url: '/users/verify-email', payload: { username: 'nobody', token: 'x' } }), allowed: 'public' },
  resendVerification: { call: () => ({ method: 'POST', url: '/users/verify-email/resend', payload: { username: 'nobody' } }), allowed: 'public' },
  checkResetToken: { call: () => ({ method: 'POST', url: '/users/password/check-token', payload: { username: 'nobody', token: 'x' } }), allowed: 'public' },
  changePassword: {
    // a confirmation that does not match: refused as bad input, never carried out
    call: () => ({ method: 'POST', url: '/users/password/change', payload: { current_password: 'x', password: 'NewPass20260', password_confirmation: 'Other20260' } }),
    allowed: SIGNED_IN,
  },
  getCustomerProfile: { call: (f) => ({ method: 'GET', url: `/farmers/${f.ids.farmer}/profile` }), allowed: ['consultant', 'staff'] },
  updateCustomerProfile: {
    call: (f) => ({ method: 'PUT', url: `/farmers/${f.ids.farmer}/profile`, payload: { id: f.ids.farmer, user_details: details } }),
    allowed: ['consultant', 'staff'],
  },
  // users
  getProfile: { call: get('/users/profile'), allowed: SIGNED_IN },
  updateProfile: {
    call: (f) => ({ method: 'PUT', url: '/users/profile', payload: { id: f.ids.farmer, user_details: details } }),
    allowed: ['farmer'],
  },
  setLocale: { call: () => ({ method: 'POST', url: '/users/locale', payload: { locale: 'el' } }), allowed: SIGNED_IN },
  hasCustomers: { call: get('/farmers/has-customers'), allowed: SIGNED_IN },
  // staff accounts (docs/staff-accounts.md): the demo staff member is their administrator
  listStaffAccounts: { call: get('/staff/accounts'), allowed: ['staff'] },
  createStaffAccount: {
    call: () => ({
      method: 'POST', url: '/staff/accounts',
      payload: { first_name: 'Ελένη', last_name: 'Ζαχαρίου', username: 'matrix.inspector', email: 'matrix.inspector@test.invalid', locale: 'el', duties: ['inspector'] },
    }),
    allowed: ['staff'],
  },
  // the farmer's id: not a staff account, so the administrator hears 404 and nothing changes
  updateStaffAccount: {
    call: (f) => ({ method: 'PUT', url: `/staff/accounts/${f.ids.farmer}`, payload: { first_name: 'Α', last_name: 'Β', locale: 'el', duties: ['reviewer'], active: false } }),
    allowed: ['staff'],
  },
  listStaffMembers: { call: get('/staff/members?duty=inspector'), allowed: ['staff'] },
};
