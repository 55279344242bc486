import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { apiAuth, submittedApplication } from './api-support';

// One story across sign-ins, in the demo consultant's language (Greek): the consultant adds a
// customer and an employee and assigns one to the other; the employee sees the customer and,
// after the certification body moves the customer's application on, a notification.
test.describe.configure({ mode: 'serial' });

const customer = { name: 'Μαρία Ιωάννου', vat: '123456709', email: 'maria@e2e.invalid' };
const employee = { name: 'Άννα Δημητρίου', username: 'anna.e2e', email: 'anna@e2e.invalid', password: 'Initial2026pass' };

test('a consultant adds a customer, creates an employee and assigns the customer to them', async ({ page }) => {
  await signIn(page, 'demo.consultant');
  await page.getByRole('navigation').getByRole('link', { name: 'Πελάτες' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Πελάτες' })).toBeVisible();
  await page.getByRole('link', { name: 'Προσθήκη πελάτη' }).click();
  await expect(page).toHaveURL(/\/customers\/add$/);

  // a wrong tax number is refused beside the field, and nothing typed is lost
  await page.getByLabel('Ονοματεπώνυμο').fill(customer.name);
  await page.getByLabel('ΑΦΜ ή αριθμός ταυτότητας').first().fill('123456789');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Προσθήκη πελάτη' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel('Ονοματεπώνυμο')).toHaveValue(customer.name);
  await page.getByLabel('ΑΦΜ ή αριθμός ταυτότητας').first().fill(customer.vat);
  await page.getByRole('button', { name: 'Προσθήκη πελάτη' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('status').filter({ hasText: 'Ο πελάτης προστέθηκε.' })).toBeVisible();
  await expect(page.getByRole('link', { name: customer.name, exact: true })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Υπάλληλοι' }).click();
  await page.getByRole('button', { name: 'Προσθήκη υπαλλήλου' }).click();
  await page.getByLabel('Ονοματεπώνυμο').fill(employee.name);
  await page.getByLabel('Όνομα χρήστη').fill(employee.username);
  await page.getByLabel('Email').fill(employee.email);
  await page.getByLabel('Αρχικός κωδικός πρόσβασης').fill(employee.password);
  await page.getByRole('button', { name: 'Δημιουργία υπαλλήλου' }).click();
  await expect(page.getByText('Ο υπάλληλος δημιουργήθηκε.')).toBeVisible();
  await expect(page.getByRole('cell', { name: employee.username })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Πελάτες' }).click();
  await page.getByLabel(`Υπάλληλος για ${customer.name}`).selectOption({ label: employee.name });
  await expect(page.getByText('Ο υπάλληλος ανατέθηκε.')).toBeVisible();
  await expect(page.getByLabel(`Υπάλληλος για ${customer.name}`)).toHaveValue(/\d+/);
});

test('the employee sees the assigned customer, and a notification after staff review an application', async ({ page, request }) => {
  const consultant = await apiAuth(request, 'demo.consultant');
  const customers = (await (await request.get('/api/customers?q=123456709', { headers: consultant })).json()) as { items: { id: number }[] };
  const applicationId = await submittedApplication(request, consultant, customers.items[0].id);

  await signIn(page, employee.username, employee.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Υπάλληλοι' }).click();
  const own = page.getByRole('row').filter({ hasText: employee.username });
  await expect(own).toContainText(customer.name);
  // read-only: an employee manages nobody
  await expect(page.getByRole('button', { name: 'Προσθήκη υπαλλήλου' })).toHaveCount(0);

  const staff = await apiAuth(request, 'demo.staff');
  const { row_version } = await (await request.get(`/api/applications/${applicationId}`, { headers: staff })).json();
  const reviewed = await request.post(`/api/staff/applications/${applicationId}/review`, {
    headers: staff,
    data: { row_version, outcome: 'complete', risk_level: 'low' },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);

  await page.getByRole('navigation').getByRole('link', { name: /Ειδοποιήσεις/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ειδοποιήσεις' })).toBeVisible();
  const note = page.getByTestId('notification').filter({ hasText: 'Ο έλεγχος ολοκληρώθηκε' });
  await expect(note).toBeVisible();
  await expect(page.getByTestId('unread-count')).toBeVisible();
  await page.getByRole('button', { name: 'Σήμανση όλων ως αναγνωσμένων' }).click();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
});

test('a consultant deletes customers only after confirming that it cannot be undone', async ({ page }) => {
  await signIn(page, 'demo.consultant');
  await page.goto('/customers');
  // the check box is chosen from the keyboard
  const box = page.getByLabel(`Επιλογή ${customer.name}`);
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Διαγραφή επιλεγμένων (1)' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Η ενέργεια δεν αναιρείται.');
  await dialog.getByRole('button', { name: 'Ακύρωση' }).click();
  await expect(page.getByRole('link', { name: customer.name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Διαγραφή επιλεγμένων (1)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Διαγραφή' }).click();
  await expect(page.getByText('Διαγράφηκε 1 πελάτης.')).toBeVisible();
  await expect(page.getByRole('link', { name: customer.name, exact: true })).toHaveCount(0);
});

test('the customers page is usable at 360 px by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'demo.consultant');
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Πελάτες' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const search = page.getByLabel('Αναζήτηση με όνομα, ΑΦΜ ή email');
  await search.focus();
  await page.keyboard.type('García');
  await expect(page.getByRole('link', { name: 'Lucía García', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Γιώργος Παπαδόπουλος', exact: true })).toHaveCount(0);
});
