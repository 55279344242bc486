import { hasStaffDuty, type Session } from '../../api/session';
import { isConsultant, isEmployee } from '../guards/guards';

export interface NavItem {
  to: string;
  labelId: string;
}

/**
 * The main menu for a session: only the places its guards let the user reach. A consultant
 * known to have no customer yet (`hasCustomers` false; undefined while unknown) is led by
 * "Customers" straight to adding the first: the list would be empty.
 */
export function navigationFor(session: Session, { hasCustomers }: { hasCustomers?: boolean } = {}): NavItem[] {
  const items: NavItem[] = [{ to: '/', labelId: 'nav.myApplications' }];
  if (isConsultant(session)) items.push({ to: hasCustomers === false ? '/customers/add' : '/customers', labelId: 'nav.customers' });
  if (isConsultant(session) || isEmployee(session)) items.push({ to: '/employees', labelId: 'nav.employees' });
  if (isEmployee(session)) items.push({ to: '/profile', labelId: 'nav.profile' });
  if (session.role === 'staff') {
    items.push(
      { to: '/staff/applications', labelId: 'staff.nav.applications' },
      { to: '/staff/overview', labelId: 'staff.nav.overview' },
      { to: '/staff/reports', labelId: 'staff.nav.reports' },
      { to: '/staff/consultants', labelId: 'accounts.nav.staffConsultants' },
      { to: '/staff/customer-requests', labelId: 'customers.nav.staffRequests' },
      { to: '/staff/certificate-requests', labelId: 'requests.nav.staff' },
    );
    // an inspector's own visits: the queue with "mine" on (docs/staff-accounts.md)
    if (hasStaffDuty(session, 'inspector')) items.push({ to: '/staff/applications?mine=true', labelId: 'staff.nav.myInspections' });
    if (hasStaffDuty(session, 'admin')) items.push({ to: '/staff/accounts', labelId: 'staff.nav.accounts' });
  }
  items.push(
    { to: '/news', labelId: 'nav.news' },
    { to: '/notifications', labelId: 'nav.notifications' },
    { to: '/contact', labelId: 'nav.contact' },
    { to: '/settings', labelId: 'nav.settings' },
  );
  return items;
}

/**
 * The one menu entry that is the page shown (`aria-current="page"`), if any: its path, and its
 * query when it has one ("My inspections" is the queue with `?mine=true`). The router's NavLink
 * compares paths only, so the queue and "My inspections" were both current (issue 46).
 */
export function currentNavItem(items: readonly NavItem[], location: { pathname: string; search: string }): string | undefined {
  const here = new URLSearchParams(location.search);
  const path = (to: string) => to.split('?')[0];
  const query = (to: string) => new URLSearchParams(to.split('?')[1] ?? '');
  const holds = (to: string) => [...query(to)].every(([key, value]) => here.get(key) === value);
  const candidates = items.filter((item) => path(item.to) === location.pathname && holds(item.to));
  // the most particular: the one whose query asks the most
  return candidates.sort((a, b) => [...query(b.to)].length - [...query(a.to)].length)[0]?.to;
}
