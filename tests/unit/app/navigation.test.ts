import { describe, expect, it } from 'vitest';
import { currentNavItem, navigationFor } from '../../../src/app/layouts/navigation';
import type { Session } from '../../../src/api/session';

const session = (overrides: Partial<Session>): Session => ({
  accessToken: 'a', refreshToken: 'r', id: 1, isEmployee: false, role: 'client', type: 'individual',
  country: 1, status: 'active', locale: 'el', firstName: null, lastName: null, email: null, ...overrides,
});
const paths = (s: Session) => navigationFor(s).map((item) => item.to);

describe('main navigation by role', () => {
  it('farmers see no customers, employees or profile', () => {
    expect(paths(session({}))).toEqual(['/', '/news', '/notifications', '/contact', '/settings']);
  });
  it('consultants see customers and employees', () => {
    expect(paths(session({ role: 'consultant' }))).toEqual(['/', '/customers', '/employees', '/news', '/notifications', '/contact', '/settings']);
  });
  it("a consultant without customers is led by the menu's customers entry to adding the first", () => {
    const consultant = session({ role: 'consultant' });
    expect(navigationFor(consultant, { hasCustomers: false }).find((item) => item.labelId === 'nav.customers')?.to).toBe('/customers/add');
    expect(navigationFor(consultant, { hasCustomers: true }).find((item) => item.labelId === 'nav.customers')?.to).toBe('/customers');
  });
  it('employees see employees and their profile, not customers', () => {
    expect(paths(session({ role: 'consultant', isEmployee: true }))).toEqual(['/', '/employees', '/profile', '/news', '/notifications', '/contact', '/settings']);
  });
});

describe('the menu entry that is the page shown', () => {
  const staffItems = [
    { to: '/', labelId: 'a' },
    { to: '/staff/applications', labelId: 'b' },
    { to: '/staff/applications?mine=true', labelId: 'c' },
    { to: '/settings', labelId: 'd' },
  ];
  it('is one entry at most: the queue, or "My inspections" when the queue shows only mine (issue 46)', () => {
    expect(currentNavItem(staffItems, { pathname: '/staff/applications', search: '' })).toBe('/staff/applications');
    expect(currentNavItem(staffItems, { pathname: '/staff/applications', search: '?type=bio' })).toBe('/staff/applications');
    expect(currentNavItem(staffItems, { pathname: '/staff/applications', search: '?mine=true&type=bio' })).toBe('/staff/applications?mine=true');
    expect(currentNavItem(staffItems, { pathname: '/', search: '' })).toBe('/');
    // a page under an entry is not that entry's page
    expect(currentNavItem(staffItems, { pathname: '/staff/applications/1', search: '' })).toBeUndefined();
  });
});
