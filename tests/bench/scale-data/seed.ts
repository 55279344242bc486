// The scale benchmark's data, written in SQL (generate_series) from one draft the API made, so
// that 100,000 applications take seconds instead of 100,000 API calls. The shape follows
// issue 36: customers = applications / 5, notifications = applications × 10, files =
// applications × 2. One farmer (the demo farmer, whose list is measured) holds a tenth of
// the applications and a fiftieth of the notifications; the rest are spread over the others.
// The demo consultant holds a tenth of the customers (approved) and the farmer, whom their
// employee is assigned; every application of the farmer refers to one document of theirs.
//
// Lifecycles as a body has them: applications older than 90 days are drafts left behind or
// closed (certified, partially certified, rejected); the recent ones are spread over every
// open state of src/lifecycle, waiting since a day to 30 days ago (so some are overdue).
import { sql, type Kysely } from 'kysely';
import { STATES, STATE_INFO } from '../../../src/lifecycle/index.ts';
import type { Database } from '../../../src/server/core/db/types';

export interface SeedSize {
  applications: number;
  customers: number;
  notifications: number;
  files: number;
  /** the measured farmer's share */
  farmerApplications: number;
  farmerNotifications: number;
  /** the demo consultant's customers */
  consultantCustomers: number;
}

/** Who the measured calls are made by, and the document they download. */
export interface SeedPeople {
  farmerId: number;
  consultantId: number;
  employeeId: number;
  /** the farmer's document every application of theirs refers to */
  documentId: string;
}

export const seedSize = (applications: number): SeedSize => ({
  applications,
  customers: Math.round(applications / 5),
  notifications: applications * 10,
  files: applications * 2,
  farmerApplications: Math.round(applications / 10),
  farmerNotifications: Math.round(applications / 5),
  consultantCustomers: Math.round(applications / 50),
});

const open = STATES.filter((state) => STATE_INFO[state].waitingOn !== null);
const closed = STATES.filter((state) => STATE_INFO[state].waitingOn === null);
const array = (values: string[]) => sql`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;
const statusesOf = (states: readonly string[]) => states.map((state) => STATE_INFO[state as (typeof STATES)[number]].status);

/** Writes the data; `template`: a draft whose answers every application copies. */
export async function seed(db: Kysely<Database>, size: SeedSize, people: SeedPeople, template: string) {
  const { farmerId, consultantId, employeeId, documentId } = people;
  await sql`
    insert into users (username, password_hash, email, role, status, profile, created_at)
    select 'bench.customer.' || g, 'not a hash', 'bench.customer.' || g || '@example.invalid', 'client', 'active',
           -- an address in one of Greece's 13 regions (the overview's region filter, issue 51)
           jsonb_build_object('user_details', jsonb_build_object('first_name', 'Πελάτης', 'last_name', 'Δοκιμής ' || g,
             'address', jsonb_build_object('division', jsonb_build_object('region', (1 + g % 13)::text)))),
           now() - (g || ' hours')::interval
    from generate_series(1, ${size.customers}) g`.execute(db);
  // g: the application's number; its age in minutes spreads the applications over three years
  await sql`
    with customers as (select array_agg(id order by id) as ids from users where username like 'bench.customer.%'),
    rows as (
      select g, now() - ((g * 7919) % (3 * 365 * 24 * 60) || ' minutes')::interval as created,
             ((g * 7919) % (3 * 365 * 24 * 60)) > 90 * 24 * 60 as old
      from generate_series(1, ${size.applications}) g
    ),
    shaped as (
      select g, created,
             case when g % 10 < 2 then null
                  when old then (${array([...closed])})[1 + g % ${closed.length}]
                  else (${array([...open])})[1 + g % ${open.length}] end as state,
             case when g % 10 < 2 then null
                  when old then (${array(statusesOf(closed))})[1 + g % ${closed.length}]
                  else (${array(statusesOf(open))})[1 + g % ${open.length}] end as status
      from rows
    )
    insert into applications (owner_id, created_by, family, wizard_id, wizard_version, status, year, answers,
                              created_at, updated_at, submitted_at, lifecycle_state, state_since)
    select case when g <= ${size.farmerApplications} then ${farmerId} else customers.ids[1 + (g * 31) % array_length(customers.ids, 1)] end,
           a.created_by, a.family, a.wizard_id, a.wizard_version,
           coalesce(shaped.status, 'draft'), extract(year from created)::int, a.answers,
           created, created,
           case when shaped.status is not null then created + interval '1 hour' end,
           shaped.state,
           case when shaped.status is not null then least(now() - interval '1 minute', greatest(created + interval '1 hour', now() - ((g % 30) || ' days')::interval - (g % 1440 || ' minutes')::interval)) end
    from shaped, customers, applications a
    where a.id = ${template}`.execute(db);
  // each application sent: a reviewer and an inspector of the staff (the overview's staff-member filter)
  await sql`
    with reviewers as (select array_agg(id order by id) as ids from users where role = 'staff' and 'reviewer' = any(staff_duties)),
         inspectors as (select array_agg(id order by id) as ids from users where role = 'staff' and 'inspector' = any(staff_duties))
    update applications a
    set reviewer_id = reviewers.ids[1 + (hashtext(a.id::text) & 1023) % array_length(reviewers.ids, 1)],
        inspector_id = inspectors.ids[1 + (hashtext(a.id::text) & 2047) / 1024 % array_length(inspectors.ids, 1)]
    from reviewers, inspectors
    where a.status <> 'draft' and reviewers.ids is not null and inspectors.ids is not null`.execute(db);
  await sql`
    with customers as (select array_agg(id order by id) as ids from users where username like 'bench.customer.%')
    insert into notifications (user_id, message_id, params, created_at, read_at)
    select case when g <= ${size.farmerNotifications} then ${farmerId} else customers.ids[1 + (g * 31) % array_length(customers.ids, 1)] end,
           'notifications.consultantAddedYou', '{"name":"X"}'::jsonb, now() - (g || ' seconds')::interval,
           case when g % 4 <> 0 then now() end
    from generate_series(1, ${size.notifications}) g, customers`.execute(db);
  await sql`
    with customers as (select array_agg(id order by id) as ids from users where username like 'bench.customer.%')
    insert into files (owner_id, document_type, original_name, media_type, size, sha256, created_at)
    select customers.ids[1 + (g * 31) % array_length(customers.ids, 1)], 'other', 'document-' || g || '.pdf', 'application/pdf',
           100000 + g, lpad(to_hex(g), 64, '0'), now() - (g || ' minutes')::interval
    from generate_series(1, ${size.files}) g, customers`.execute(db);
  // the records the states imply, as the years leave them: a certificate of each certified
  // application; an offer of each past the review (answered, but for those waiting on the
  // answer: one in three of those past its expiry); two non-conformities of each inspected
  // (closed, but for those waiting on the customer's answer: one in three past its deadline).
  // The queue's overdue reads the open ones among all of them.
  // issued the day after the decision (the `decide` event below), as the lead times read it
  await sql`
    insert into certificates (application_id, number, valid_from, valid_to, scope, created_at)
    select id, 'BENCH-' || number, to_char(created_at, 'YYYY-MM-DD'), to_char(created_at + interval '3 years', 'YYYY-MM-DD'), 'bench',
           least(now() - interval '1 minute', submitted_at + ((37 + number % 11) || ' days')::interval)
    from applications where lifecycle_state in ('certified', 'partially_certified')`.execute(db);
  // the staff overview's sanctions and suspensions over time: a sanction on one
  // certificate in ten, a suspension of one in thirty (picked by a hash of its id: the states
  // follow the application's number)
  await sql`
    insert into sanctions (application_id, position, kind, reason, corrective_action, deadline, status, created_at)
    select c.application_id, 1, 'warning', 'bench', 'bench', to_char(c.created_at + interval '90 days', 'YYYY-MM-DD'), 'lifted', least(now(), c.created_at + interval '60 days')
    from certificates c where get_byte(decode(md5(c.id::text), 'hex'), 0) % 10 = 0`.execute(db);
  await sql`
    update certificates c set status = 'suspended', status_changes = jsonb_build_array(jsonb_build_object(
      'change', 'suspend', 'status', 'suspended', 'items', '[]'::jsonb, 'from', to_char(least(now(), c.created_at + interval '60 days'), 'YYYY-MM-DD'),
      'until', null, 'reason', 'bench', 'by', 'staff', 'at', least(now(), c.created_at + interval '60 days'), 'noticed', true))
    where get_byte(decode(md5(c.id::text), 'hex'), 1) % 30 = 0`.execute(db);
  await sql`
    insert into offers (application_id, amount, expires_on, document, recipient, reply, created_at)
    select id, 1000,
           to_char(case when lifecycle_state = 'offer_sent' and number % 3 = 0 then now() - interval '2 days' else coalesce(state_since, created_at) + interval '60 days' end, 'YYYY-MM-DD'),
           '{"id":"00000000-0000-4000-8000-000000000000","name":"offer.pdf","size":1,"media_type":"application/pdf"}'::jsonb, 'customer',
           case when lifecycle_state = 'offer_sent' then null else 'accepted' end, created_at
    from applications where status <> 'draft' and lifecycle_state not in ('review', 'offer_preparation')`.execute(db);
  await sql`
    insert into non_conformities (application_id, position, requirement, finding, severity, deadline, status)
    select id, p, 'AF 1.1', 'bench', 'minor',
           to_char(case when lifecycle_state = 'nc_open' and number % 3 = 0 then now() - interval '2 days' else coalesce(state_since, created_at) + interval '60 days' end, 'YYYY-MM-DD'),
           case when lifecycle_state = 'nc_open' then 'open' else 'closed' end
    from applications, generate_series(1, 2) p
    where lifecycle_state in ('nc_open', 'nc_review', 'decision_pending', 'certified', 'partially_certified', 'rejected')`.execute(db);
  // the lifecycle's events the staff overview's lead times read (issue 51): the first time each
  // step was taken, days apart after the submission, for every application past that step
  await sql`
    insert into application_events (application_id, action, from_state, to_state, at)
    select a.id, s.action, null, null, least(now() - interval '1 minute', a.submitted_at + ((s.k * 9 + a.number % 11) || ' days')::interval)
    from applications a
    join (values ('send_offer', 1, array['offer_sent', 'offer_declined', 'contract_preparation', 'contract_sent', 'inspection_planning', 'inspection_planned', 'inspection_documents_submitted', 'nc_open', 'nc_review', 'decision_pending', 'certified', 'partially_certified']),
                 ('sign_contract', 2, array['inspection_planning', 'inspection_planned', 'inspection_documents_submitted', 'nc_open', 'nc_review', 'decision_pending', 'certified', 'partially_certified']),
                 ('record_results', 3, array['nc_open', 'nc_review', 'decision_pending', 'certified', 'partially_certified']),
                 ('decide', 4, array['certified', 'partially_certified'])) as s(action, k, states)
      on a.lifecycle_state = any(s.states)
    where a.status <> 'draft'`.execute(db);
  // the consultant's customers: every tenth, added over the years; their employee has the farmer
  await sql`
    insert into consultant_customers (consultant_id, customer_id, status, requested_by, created_at, decided_at)
    select ${consultantId}, id, 'approved', 'consultant', created_at, created_at
    from users where username like 'bench.customer.%' and split_part(username, '.', 3)::int % 10 = 4`.execute(db);
  await sql`
    update consultant_customers set assigned_employee_id = ${employeeId}
    where consultant_id = ${consultantId} and customer_id = ${farmerId}`.execute(db);
  // each of the farmer's applications copied the template's answers, the document with them
  await sql`
    insert into file_references (file_id, holder, record_id, path, application_id)
    select ${documentId}::uuid, 'applications.answers', id::text, '/submission/signed_application/0', id
    from applications where owner_id = ${farmerId}
    on conflict do nothing`.execute(db);
  // as autovacuum leaves a table between bursts of writes: statistics and the visibility map
  await sql`vacuum analyze`.execute(db);
}
