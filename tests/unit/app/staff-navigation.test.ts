import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../../src/app/layouts/navigation';
import { staffGuard } from '../../../src/app/guards/guards';
import { setSession, type Session } from '../../../src/api/session';

const session = (role: string): Session => ({
  accessToken: 'a', refreshToken: 'r', id: 1, isEmployee: false, role, type: 'individual',
  country: 1, status: 'active', locale: 'en', firstName: null, lastName: null, email: null,
});

describe('the staff screen of consultant registrations', () => {
  it('is in the navigation of staff only, with the customer requests next to it', () => {
    const staff = navigationFor(session('staff')).map((item) => item.to);
    expect(staff.indexOf('/staff/customer-requests')).toBe(staff.indexOf('/staff/consultants') + 1);
    for (const role of ['client', 'consultant', 'third_party']) {
      const paths = navigationFor(session(role)).map((item) => item.to);
      expect(paths, role).not.toContain('/staff/consultants');
      expect(paths, role).not.toContain('/staff/customer-requests');
    }
  });

  it('lets staff through its guard and sends everybody else home', () => {
    setSession(session('staff'));
    expect(staffGuard()).toBeNull();
    setSession(session('consultant'));
    expect(() => staffGuard()).toThrow();
    setSession(null);
  });
});
