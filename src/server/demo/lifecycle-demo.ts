import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { FileRef } from '../core/db/lifecycle-types';
import { renderApplicationPdf } from '../applications/pdf/render-pdf';
import { applicationReference } from '../applications/reference';
import { storeGeneratedPdf } from '../files/generated-pdf';
import { generateOfferPdf } from '../lifecycle/offer-pdf';
import { demoAnswers } from './demo-answers';
import { checkProfile } from '../accounts/profile-rules';

type Ctx = Pick<AppContext, 'database' | 'config' | 'contentStore' | 'documents' | 'revisions'>;

const days = (n: number) => new Date(Date.now() + n * 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * The demo farmer's applications standing at three places of the lifecycle (an offer to
 * accept, an inspection with open non-conformities, a certified one), so a newcomer sees the
 * whole product at once. Created once, with the demo accounts (app.ts runs it under a lock of
 * the database, so processes starting together make one set); DEMO_APPLICATIONS=off skips it.
 */
export async function seedLifecycleDemo(ctx: Ctx, log: FastifyBaseLogger): Promise<void> {
  const { db } = ctx.database;
  const users = await db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['demo.farmer.gr', 'demo.staff', 'demo.reviewer1', 'demo.inspector1']).execute();
  const farmer = users.find((u) => u.username === 'demo.farmer.gr')?.id;
  const staff = users.find((u) => u.username === 'demo.staff')?.id;
  // the staff team's first reviewer and inspector: the demo applications are theirs ("mine" in the queue)
  const reviewer = users.find((u) => u.username === 'demo.reviewer1')?.id ?? null;
  const inspector = users.find((u) => u.username === 'demo.inspector1')?.id ?? null;
  if (!farmer || !staff) return;
  const already = await db.selectFrom('applications').select('id').where('owner_id', '=', farmer).where('status', '!=', 'draft').executeTakeFirst();
  if (already) {
    log.info('demo applications exist already');
    return;
  }
  await completeFarmerProfile(ctx, farmer);

  // the farmer's documents named in the samples, real PDFs (titled by their names) a reviewer can open
  const storedCopy = async (ref: FileRef): Promise<FileRef> => {
    const title = ref.name.replace(/\.pdf$/i, '');
    const pdf = await renderApplicationPdf({ title, facts: [], sections: [], signature: { intro: '', place: 'Τόπος', date: 'Ημερομηνία', signature: 'Υπογραφή' }, footer: title });
    return storeGeneratedPdf(ctx, farmer, { type: 'demo_document', name: ref.name, pdf });
  };

  const references = new Map<string, string>();
  const create = async (state: string, status: string, year: number) => {
    const row = await db
      .insertInto('applications')
      .values({
        owner_id: farmer, created_by: farmer, family: 'bio', wizard_id: 'bio', wizard_version: ctx.revisions.current('bio').version, year, purpose: 'initial',
        // submitted under today's questionnaire (docs/revisions.md)
        revision_hash: ctx.revisions.current('bio').hash,
        answers: JSON.stringify(await demoAnswers('bio', year, storedCopy)), status: status as 'submitted', submitted_at: new Date(Date.now() - 40 * 24 * 3600 * 1000),
      })
      .returning(['id', 'family', 'number', 'created_at'])
      .executeTakeFirstOrThrow();
    references.set(row.id, applicationReference(row));
    await db.updateTable('applications').set({ lifecycle_state: state, state_since: new Date() }).where('id', '=', row.id).execute();
    await db.updateTable('applications').set({ risk_level: 'medium', reviewer_id: reviewer }).where('id', '=', row.id).execute();
    await db.insertInto('application_reviews').values({ application_id: row.id, outcome: 'complete', risk_level: 'medium', created_by: staff }).execute();
    return row.id;
  };
  const events = (id: string, steps: [string, string, string][]) =>
    db
      .insertInto('application_events')
      .values(steps.map(([action, from_state, to_state], i) => ({ application_id: id, actor_id: ['accept_offer', 'sign_contract'].includes(action) ? farmer : staff, action, from_state, to_state, at: new Date(Date.now() - (30 - i * 3) * 24 * 3600 * 1000) })))
      .execute();
  const offerFor = async (id: string, reply: 'accepted' | null): Promise<FileRef> => {
    const document = await generateOfferPdf(ctx, staff, { reference: references.get(id)!, family: 'bio', customerName: 'Γιώργος Παπαδόπουλος', locale: 'el', amount: 850, fees: 120, expiresOn: days(30) });
    await db
      .insertInto('offers')
      .values({ application_id: id, amount: 850, fees: 120, expires_on: days(30), document: JSON.stringify(document), recipient: 'customer', created_by: staff })
      .execute();
    if (reply) await db.updateTable('offers').set({ reply, replied_by: farmer, replied_at: new Date() }).where('application_id', '=', id).execute();
    return document;
  };
  const contracted = async (id: string) => {
    await offerFor(id, 'accepted');
    await db.insertInto('contracts').values({ application_id: id, duration_years: 3, start_date: days(-20), signed_by: farmer, signed_at: new Date(), created_by: staff }).execute();
    const inspection = await db
      .insertInto('inspections')
      .values({ application_id: id, inspection_date: days(-10), inspector: 'Δημήτρης Οικονόμου', inspector_id: inspector, preparation: 'Ημερολόγιο ψεκασμών, τιμολόγια σπόρων.', inspected_on: days(-10), results: 'Η εκμετάλλευση τηρεί τις περισσότερες απαιτήσεις.', results_recorded_at: new Date(), created_by: staff })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('applications').set({ inspector_id: inspector }).where('id', '=', id).execute();
    return inspection.id;
  };

  const offered = await create('offer_sent', 'submitted', 2026);
  await offerFor(offered, null);
  await events(offered, [['complete_review', 'review', 'offer_preparation'], ['send_offer', 'offer_preparation', 'offer_sent']]);

  const inspected = await create('nc_open', 'in_inspection', 2026);
  const inspectionId = await contracted(inspected);
  await db
    .insertInto('non_conformities')
    .values([
      { application_id: inspected, inspection_id: inspectionId, position: 1, requirement: 'Καν. (ΕΕ) 2018/848, Παρ. II 1.9', finding: 'Λείπει το ημερολόγιο λιπάνσεων του 2025.', severity: 'minor', deadline: days(20) },
      { application_id: inspected, inspection_id: inspectionId, position: 2, requirement: 'Καν. (ΕΕ) 2018/848, Άρθ. 28', finding: 'Η αποθήκη δεν διαχωρίζει βιολογικά και συμβατικά προϊόντα.', severity: 'major', deadline: days(10) },
    ])
    .execute();
  await events(inspected, [
    ['complete_review', 'review', 'offer_preparation'], ['send_offer', 'offer_preparation', 'offer_sent'], ['accept_offer', 'offer_sent', 'contract_preparation'],
    ['send_contract', 'contract_preparation', 'contract_sent'], ['sign_contract', 'contract_sent', 'inspection_planning'],
    ['plan_inspection', 'inspection_planning', 'inspection_planned'], ['record_results', 'inspection_planned', 'nc_open'],
  ]);

  const certified = await create('certified', 'certified', 2025);
  await contracted(certified);
  await db.insertInto('application_decisions').values({ application_id: certified, outcome: 'certify', reasons: null, created_by: staff }).execute();
  await db
    .insertInto('certificates')
    .values({ application_id: certified, number: `BIO-2025-${certified.replace(/-/g, '').slice(0, 8).toUpperCase()}`, valid_from: '2025-06-01', valid_to: '2026-12-31', scope: 'Φυτική παραγωγή: ελιές, αμπέλια', items: JSON.stringify(['Ελιές', 'Αμπέλια']), traces_number: 'GR-BIO-03.001-0012345.2025.001',
      // issued at the decision, days before its validity began (its history says both): not on the day the demo was made
      created_at: new Date('2025-05-26T09:00:00Z') })
    .execute();
  await events(certified, [
    ['complete_review', 'review', 'offer_preparation'], ['send_offer', 'offer_preparation', 'offer_sent'], ['accept_offer', 'offer_sent', 'contract_preparation'],
    ['send_contract', 'contract_preparation', 'contract_sent'], ['sign_contract', 'contract_sent', 'inspection_planning'],
    ['plan_inspection', 'inspection_planning', 'inspection_planned'], ['record_results', 'inspection_planned', 'decision_pending'], ['decide', 'decision_pending', 'certified'],
  ]);
  // written by plain inserts above: their documents' references as a save would record them
  await ctx.documents.recordEverything(db);
  log.info('demo applications created at three steps of the certification lifecycle');
}

/**
 * A farmer whose applications reached a certificate has a complete profile: the demo farmer's
 * is completed with it (else the home page would ask a certified farmer to complete it).
 * Checked by the profile form like any save.
 */
async function completeFarmerProfile(ctx: Ctx, farmerId: number): Promise<void> {
  const { db } = ctx.database;
  const profile = {
    user_details: {
      first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', identification: '094259216', phone: '6912345678', email: 'farmer.gr@demo.invalid',
      address: { street: 'Εθνικής Αντιστάσεως', street_number: '12', postal_code: '63080' },
    },
    handling_manager: { first_name: 'Νίκος', last_name: 'Αλεξίου', phone: '6987654321' },
    handling_sites: [
      { name: 'Κτήμα Νέας Καλλικράτειας', is_main: true, location: { lat: '40.3128', lon: '23.0647' } },
      { name: 'Αποθήκη', is_main: false, location: { lat: '40.3200', lon: '23.0700' } },
    ],
    accounting_details: { invoice_delivery: 'electronic', invoice_email: 'farmer.gr@demo.invalid' },
  };
  const { stored, status } = checkProfile({ id: farmerId, role: 'client', country_id: 1 }, profile);
  await db.updateTable('users').set({ profile: JSON.stringify(stored), profile_status: status }).where('id', '=', farmerId).execute();
}
