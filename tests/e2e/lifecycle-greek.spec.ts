import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';
import { actAs, uploadAs } from './sanction-support';
import { apiAuth, submittedApplication } from './api-support';
import { mailsTo, registeredAccount } from './outbox';
import { chooseInCell, signedPdf, tableCell, typeInCell } from './wizard-support';

// Issue 54, "done when": after submission, walked on screen in Greek, the farmer at 360 px and
// staff at 1,280 px (each screen shot at both widths where a form judges something): the form
// that judges shows what it judges, each notice names the outcome, the next action and its
// deadline, and every staff form closes into a line.
test.use({ actionTimeout: 20_000 });
const slow = expect.configure({ timeout: 60_000 });

const el: Record<string, string> = Object.assign(
  {},
  ...fs.readdirSync('locales/el').filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(`locales/el/${f}`, 'utf8'))),
);
const shots = path.join('test-results', 'lifecycle-greek');
const nextYear = new Date().getUTCFullYear() + 1;
const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
const typed = (iso: string) => iso.split('-').reverse().join('/');
/** A day as the Greek pages write it ("20 Δεκ 2027"). */
const greekDay = (iso: string) => new Intl.DateTimeFormat('el', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

// a small photo, as a farmer's phone sends it (a 1×1 PNG)
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The page at its reader's width, shot whole; it must fit a phone. `both`: at the other width too. */
async function shot(page: Page, name: string, width: 360 | 1280, both = false) {
  for (const w of both ? [360, 1280] : [width]) {
    await page.setViewportSize({ width: w, height: w === 360 ? 800 : 900 });
    if (w === 360) {
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { message: `${name} fits 360 px` }).toBe(true);
    }
    await page.screenshot({ path: path.join(shots, `${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
}

const button = (scope: Page | Locator, id: string) => scope.getByRole('button', { name: el[id], exact: true });
const done = (page: Page) => page.getByTestId('lifecycle-done');
const state = (page: Page) => page.getByTestId('lifecycle-state');
/** The line a sent staff form closed into, by what it says. */
const sentLine = (page: Page, text: string) => page.getByTestId('sent-line').filter({ hasText: text });

/** The newest notice on the notifications page, as the reader reads it. */
async function latestNotice(page: Page, reference: string) {
  await page.goto('/notifications');
  const notice = page.getByText(new RegExp(reference)).first();
  await slow(notice).toBeVisible();
  return notice;
}

test('after submission, every step shows what it judges and says what happened (Greek, 360 and 1,280 px)', async ({ browser, request }) => {
  test.setTimeout(900_000);
  fs.mkdirSync(shots, { recursive: true });
  const account = await registeredAccount(request, 'client', 'ncgreek');
  const farmerApi = await apiAuth(request, account.username, 'Firstpass2026');
  const { id: farmerId } = await (await request.get('/api/users/profile', { headers: farmerApi })).json();
  const id = await submittedApplication(request, farmerApi, farmerId);
  const { reference } = await (await request.get(`/api/applications/${id}`, { headers: farmerApi })).json();
  const farmerPath = `/applications/global/inner/${id}`;

  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(staff, 'demo.staff');
  await staff.evaluate(() => localStorage.setItem('locale', 'el'));
  const farmer = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  await signIn(farmer, account.username, 'Firstpass2026');
  await farmer.evaluate(() => localStorage.setItem('locale', 'el'));

  // Staff complete the review and send the offer: each closes into a line, and the message says who was told.
  await staff.goto(`/staff/applications/${id}`);
  await staff.getByRole('combobox', { name: el['staff.review.outcome'] }).selectOption({ label: el['staff.review.outcome.complete'] });
  await staff.getByRole('combobox', { name: el['staff.review.riskLevel'] }).selectOption({ label: el['staff.review.riskLevel.medium'] });
  await button(staff, 'lifecycle.submit.review').click();
  await slow(done(staff)).toContainText(`ο πελάτης (${account.name}) ενημερώθηκε ότι ετοιμάζεται η προσφορά`);
  await expect(done(staff)).toBeFocused();
  await expect(sentLine(staff, el['lifecycle.action.complete_review'])).toBeVisible();
  await staff.getByLabel(el['staff.offer.amount']).fill('850');
  await staff.getByLabel(el['staff.offer.expiresOn']).fill(`30/06/${nextYear}`);
  await button(staff, 'lifecycle.submit.sendOffer').click();
  await slow(done(staff)).toHaveText(`Η προσφορά στάλθηκε στον πελάτη (${account.name}), που καλείται να απαντήσει.`);
  await expect(sentLine(staff, el['lifecycle.action.send_offer'])).toBeVisible();
  // the correction's form takes focus in place of its button (issue 46), not the page's body
  await button(staff, 'lifecycle.again.offer').click();
  await expect(staff.getByTestId('action-staff-offer').locator(':focus')).toHaveCount(1);
  await expect(staff.getByTestId('action-staff-offer').getByLabel(el['staff.offer.amount'])).toBeFocused();

  // The farmer reads what to do by when, and finds the offer to sign inside the form that asks for it.
  const offerNotice = await latestNotice(farmer, reference);
  await expect(offerNotice).toContainText(`Σας στάλθηκε προσφορά: αποδεχτείτε την στέλνοντας την υπογεγραμμένη προσφορά ή απορρίψτε την έως τις ${greekDay(`${nextYear}-06-30`)}.`);
  await farmer.goto(farmerPath);
  const reply = farmer.getByTestId('action-lifecycle-offer-reply');
  await slow(reply.getByTestId('document-to-sign').getByRole('link', { name: /^Λήψη: Προσφορά, / })).toBeVisible();
  await shot(farmer, '1-offer-to-answer', 360, true);
  await reply.getByRole('combobox', { name: el['lifecycle.offerReply.reply'] }).selectOption({ label: el['lifecycle.offerReply.reply.accept'] });
  await reply.getByRole('group', { name: el['lifecycle.offerReply.signedOffer'] }).locator('input[type=file]').setInputFiles(signedPdf('προσφορά-υπογεγραμμένη.pdf'));
  await expect(reply.getByText('προσφορά-υπογεγραμμένη.pdf').first()).toBeVisible();
  await button(reply, 'lifecycle.submit.offerReply').click();
  await slow(done(farmer)).toHaveText(el['lifecycle.done.accept_offer']);

  // Staff send the contract; the farmer's badge says the contract awaits signing, not "finalised".
  await staff.goto(`/staff/applications/${id}`);
  await staff.getByLabel(el['staff.contract.durationYears']).fill('3');
  await staff.getByLabel(el['staff.contract.startDate']).fill(`01/01/${nextYear}`);
  await button(staff, 'lifecycle.submit.sendContract').click();
  await slow(done(staff)).toHaveText(`Η σύμβαση στάλθηκε στον πελάτη (${account.name}) για υπογραφή.`);
  await farmer.goto(farmerPath);
  await slow(farmer.getByTestId('application-status')).toHaveText(el['applications.status.finalized.contract_sent']);
  await expect(farmer.getByTestId('action-lifecycle-contract-signature').getByTestId('document-to-sign').getByRole('link', { name: /^Λήψη: Σύμβαση/ })).toBeVisible();
  await actAs(request, farmerApi, id, `/applications/${id}/contract/signature`, { signed_contract: await uploadAs(request, farmerApi, 'σύμβαση-υπογεγραμμένη.pdf') });

  // Staff plan the inspection for a day to come, with a requested document added by keyboard.
  await staff.reload();
  const plan = staff.getByTestId('action-staff-inspection-plan');
  await slow(plan.getByLabel(el['staff.inspection.date'])).toBeVisible();
  await plan.getByLabel(el['staff.inspection.date']).fill(`15/03/${nextYear}`);
  await plan.getByLabel(el['staff.inspection.inspector']).selectOption({ label: 'Δημήτρης Οικονόμου' });
  await button(plan, 'forms.rjsf.AddItemButton').click();
  // "Add" hands focus to the new field: the document is typed at once
  await expect(plan.getByRole('textbox', { name: new RegExp(`^${el['staff.inspection.requestedDocument']}`) })).toBeFocused();
  await staff.keyboard.type('Άδεια χρήσης νερού');
  await button(plan, 'lifecycle.submit.planInspection').click();
  await slow(done(staff)).toHaveText(`Το πρόγραμμα της επιθεώρησης στάλθηκε στον πελάτη (${account.name}).`);
  await expect(sentLine(staff, el['lifecycle.action.plan_inspection'])).toBeVisible();
  const planNotice = await latestNotice(farmer, reference);
  await expect(planNotice).toContainText(`Η επιθεώρηση προγραμματίστηκε για τις ${greekDay(`${nextYear}-03-15`)}: στείλτε πριν από αυτήν το έγγραφο που ζητείται.`);
  await actAs(request, farmerApi, id, `/applications/${id}/inspection/documents`, { documents: [await uploadAs(request, farmerApi, 'άδεια-νερού.pdf')], note: 'Η άδεια ανανεώθηκε φέτος.' });

  // Staff record the results: the date starts today (the planned day is still to come) and a day to come is refused before sending.
  await staff.reload();
  const results = staff.getByTestId('action-staff-results');
  const inspectedOn = results.getByLabel(el['staff.results.inspectedOn']);
  await slow(inspectedOn).toHaveValue(typed(today));
  await results.getByLabel(el['staff.results.results']).fill('Δύο ευρήματα στην αποθήκη και στο ημερολόγιο.');
  const sentResults: string[] = [];
  staff.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/staff/applications/${id}/results`)) sentResults.push(r.url());
  });
  const rows = [
    ['AF 1.2', 'Λείπει το ημερολόγιο λιπάνσεων.', el['staff.results.nc.severity.minor'], `20/12/${nextYear}`],
    ['CB 7.1', 'Η αποθήκη δεν έχει σήμανση.', el['staff.results.nc.severity.major'], `30/11/${nextYear}`],
  ];
  for (const [i, [requirement, finding, severity, deadline]] of rows.entries()) {
    const cell = (column: string) => `${el[column]}, γραμμή ${i + 1}`;
    if ((await tableCell(staff, cell('staff.results.nc.requirement')).count()) === 0) await button(results, 'renderers.table.addRow').click();
    await typeInCell(staff, cell('staff.results.nc.requirement'), requirement!);
    await typeInCell(staff, cell('staff.results.nc.finding'), finding!);
    await chooseInCell(staff, cell('staff.results.nc.severity'), severity!);
    await typeInCell(staff, cell('staff.results.nc.deadline'), deadline!);
    // the severity chosen stays once the row is left
    await expect(staff.getByLabel(`${cell('staff.results.nc.severity')}: ${severity}`)).toBeVisible();
  }
  await inspectedOn.fill(typed(tomorrow));
  await button(results, 'lifecycle.submit.recordResults').click();
  await expect(results.getByText(el['staff.results.inspectedOnFuture']).first()).toBeVisible();
  expect(sentResults).toEqual([]);
  await shot(staff, '2-results-refused-day', 1280, true);
  await inspectedOn.fill(typed(today));
  await button(results, 'lifecycle.submit.recordResults').click();
  await slow(done(staff)).toHaveText(`Τα αποτελέσματα καταχωρίστηκαν και ζητήθηκε από τον πελάτη (${account.name}) να απαντήσει στις 2 μη συμμορφώσεις.`);
  await expect(sentLine(staff, el['lifecycle.action.record_results'])).toContainText(/ · .+ · Μαρία Σταματίου$/);
  await shot(staff, '3-results-closed', 1280);
  // staff's own list says the step waits on the customer in staff's words
  await staff.goto('/');
  const row = staff.getByTestId('application-row').filter({ hasText: reference });
  await slow(row.getByTestId('application-stage')).toHaveText(el['lifecycle.stateForStaff.nc_open']);
  await expect(row.getByTestId('application-waits-on-you')).toHaveText(el['lifecycle.waitingForStaff.customer']);

  // The farmer reads how many findings await an answer by when; each card shows its severity and deadline.
  const resultsNotice = await latestNotice(farmer, reference);
  await expect(resultsNotice).toContainText(`2 μη συμμορφώσεις περιμένουν την απάντησή σας έως τις ${greekDay(`${nextYear}-11-30`)}.`);
  await farmer.goto(farmerPath);
  // the inspection opens with the day it took place, the planned one beside it
  await slow(farmer.getByText(`Ο έλεγχος έγινε στις ${greekDay(today)} (είχε προγραμματιστεί για τις ${greekDay(`${nextYear}-03-15`)})`, { exact: false })).toBeVisible();
  const first = farmer.getByTestId(/^action-lifecycle-nc-response-/).filter({ hasText: 'AF 1.2' });
  await expect(first.getByTestId('nc-severity-deadline')).toHaveText(`${el['staff.results.nc.severity.minor']} · προθεσμία ${greekDay(`${nextYear}-12-20`)}`);
  await shot(farmer, '4-nc-to-answer', 360, true);
  await first.getByRole('combobox', { name: el['lifecycle.ncResponse.response'] }).selectOption({ label: el['lifecycle.ncResponse.response.confirm'] });
  await first.getByRole('group', { name: el['lifecycle.ncResponse.evidence'] }).locator('input[type=file]').setInputFiles({ name: 'ημερολόγιο.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(first.getByText('ημερολόγιο.png').first()).toBeVisible();
  await first.getByLabel(el['lifecycle.ncResponse.note']).fill('Το ημερολόγιο συμπληρώθηκε· η φωτογραφία δείχνει τη σελίδα.');
  await button(first, 'lifecycle.submit.ncResponse').click();
  await slow(done(farmer)).toHaveText('Η απάντησή σας στη μη συμμόρφωση 1 στάλθηκε στον φορέα πιστοποίησης για αξιολόγηση.');
  const { non_conformities: ncs } = await (await request.get(`/api/applications/${id}/lifecycle`, { headers: farmerApi })).json();
  const second = ncs.find((nc: { requirement: string }) => nc.requirement === 'CB 7.1');
  await actAs(request, farmerApi, id, `/applications/${id}/non-conformities/${second.id}/response`, { response: 'recheck', note: 'Η σήμανση υπήρχε την ημέρα του ελέγχου.' });

  // Staff judge the answer with it in front of them: the note, the photo, the evidence link.
  await staff.goto(`/staff/applications/${id}`);
  const judging = staff.getByTestId(/^action-staff-nc-review-/).filter({ hasText: 'AF 1.2' });
  const answer = judging.getByTestId('nc-answer');
  await slow(answer).toContainText('Το ημερολόγιο συμπληρώθηκε· η φωτογραφία δείχνει τη σελίδα.');
  await expect(answer).toContainText(el['lifecycle.ncResponse.response.confirm']);
  await expect(answer.getByRole('img')).toBeVisible();
  await expect.poll(() => answer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(answer.getByRole('link', { name: /^Λήψη: Τεκμήριο/ })).toBeVisible();
  // the answer sits above the decision on it
  const answerBox = (await answer.boundingBox())!;
  const reviewBox = (await judging.getByRole('combobox', { name: el['staff.ncReview.review'] }).boundingBox())!;
  expect(answerBox.y).toBeLessThan(reviewBox.y);
  await shot(staff, '5-nc-review', 1280, true);
  await judging.getByRole('combobox', { name: el['staff.ncReview.review'] }).selectOption({ label: el['staff.ncReview.review.returned'] });
  await judging.getByLabel(el['staff.ncReview.note']).fill('Το ημερολόγιο δεν είναι υπογεγραμμένο.');
  await button(judging, 'lifecycle.submit.ncReview').click();
  await slow(done(staff)).toHaveText(`Η απάντηση στη μη συμμόρφωση 1 επιστράφηκε στον πελάτη (${account.name}) με τον λόγο σας.`);
  await expect(sentLine(staff, 'Η απάντηση στη μη συμμόρφωση 1 επιστράφηκε στον πελάτη')).toBeVisible();
  await shot(staff, '6-nc-returned', 1280);

  // The farmer reads that the answer came back and by when to send it again, in the portal and by mail.
  const returnedNotice = await latestNotice(farmer, reference);
  const returned = `Η απάντησή σας στη μη συμμόρφωση 1 (AF 1.2) επιστράφηκε: στείλτε τη ξανά έως τις ${greekDay(`${nextYear}-12-20`)}.`;
  await expect(returnedNotice).toContainText(returned);
  await shot(farmer, '7-notices', 360, true);
  await expect.poll(() => mailsTo(account.email).map((m) => m.text).join('\n')).toMatch(/επιστράφηκε: στείλτε τη ξανά έως τις|was returned: send it again by|fue devuelta: envíela de nuevo antes del/);
  await actAs(request, farmerApi, id, `/applications/${id}/non-conformities/${ncs.find((nc: { requirement: string }) => nc.requirement === 'AF 1.2').id}/response`, {
    response: 'confirm', evidence: [await uploadAs(request, farmerApi, 'ημερολόγιο-υπογεγραμμένο.pdf')], note: 'Υπογράφηκε.',
  });

  // Staff see the earlier answer and the reason it went back above the new one; they accept both and decide.
  await staff.goto(`/staff/applications/${id}`);
  const again = staff.getByTestId(/^action-staff-nc-review-/).filter({ hasText: 'AF 1.2' });
  await slow(again.getByTestId('nc-answer')).toContainText('Υπογράφηκε.');
  await expect(again.getByTestId('nc-rounds')).toContainText('Το ημερολόγιο δεν είναι υπογεγραμμένο.');
  for (const requirement of ['AF 1.2', 'CB 7.1']) {
    const review = staff.getByTestId(/^action-staff-nc-review-/).filter({ hasText: requirement });
    await review.getByRole('combobox', { name: el['staff.ncReview.review'] }).selectOption({ label: el['staff.ncReview.review.accepted'] });
    await button(review, 'lifecycle.submit.ncReview').click();
    await slow(done(staff)).toContainText('έγινε αποδεκτή και η μη συμμόρφωση έκλεισε');
  }
  await slow(state(staff)).toContainText(el['lifecycle.state.decision_pending']);
  const decision = staff.getByTestId('action-staff-decision');
  await decision.getByRole('combobox', { name: el['staff.decision.outcome'] }).selectOption({ label: el['staff.decision.outcome.certify'] });
  await decision.getByLabel(el['staff.decision.scope']).fill('Φρούτα και λαχανικά');
  await decision.getByLabel(el['staff.decision.validFrom']).fill(`01/05/${nextYear}`);
  await decision.getByLabel(el['staff.decision.validTo']).fill(`30/04/${nextYear + 1}`);
  await button(decision, 'lifecycle.submit.decide').click();
  await slow(done(staff)).toHaveText(`Η απόφαση καταχωρίστηκε και στάλθηκε στον πελάτη (${account.name}).`);
  await expect(sentLine(staff, el['lifecycle.action.decide'])).toBeVisible();
  await shot(staff, '8-decided', 1280, true);
  const decidedNotice = await latestNotice(farmer, reference);
  await expect(decidedNotice).toContainText('Πιστοποιήθηκε. Το πιστοποιητικό βρίσκεται στην αίτηση.');
  await farmer.goto(farmerPath);
  await slow(farmer.getByTestId('certificate-record')).toBeVisible();
  await shot(farmer, '9-certified', 360, true);
});
