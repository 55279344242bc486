import { expect, test as setup } from '@playwright/test';
import { apiAuth } from './api-support';

// The demo staff member's account speaks Greek, as a Greek certification body's would. The specs
// read staff's screens in English (an auditor from abroad who chose it): her account's language
// is set once here, as the language menu would, and every sign-in then opens in English.
// The keyboard walk switches it to Greek for its own part and back.
setup('the demo staff member has chosen English', async ({ request }) => {
  const staff = await apiAuth(request, 'demo.staff');
  expect((await request.post('/api/users/locale', { headers: staff, data: { locale: 'en' } })).ok()).toBe(true);
});
