import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsultServer } from './helpers';

type Note = { message_id: string; params: Record<string, unknown> };
const messageIds = (notes: Note[]) => notes.map((n) => n.message_id);

// Issue 6: staff list the consultants' requests to add an existing customer and answer them;
// a customer asks a consultant by partner code or tax number and sees their consultants.
describe('customer requests: the staff list and the customer\'s consultants', () => {
  let t: Awaited<ReturnType<typeof startConsultServer>>;
  beforeAll(async () => {
    t = await startConsultServer();
    // a second consultant who may add customers (complete profile) and has a partner code
    await t.db
      .updateTable('users')
      .set({ profile_status: 'complete', partner_code: 'CP-OTHER2', profile: JSON.stringify({ user_details: { first_name: 'Άλλος', last_name: 'Σύμβουλος' } }) })
      .where('id', '=', t.ids.otherConsultant)
      .execute();
  }, 120_000);
  afterAll(() => t.close());

  it('lists consultants\' pending requests to staff only, with the customer and the consultant', async () => {
    expect((await t.as('staff')('GET', '/staff/customer-requests')).json()).toEqual({ items: [], nextCursor: null, total: 0 });
    expect((await t.as('otherConsultant')('POST', '/customers/link', { country: 1, identification: '094259216' })).statusCode).toBe(201);
    expect((await t.as('otherConsultant')('POST', '/customers/link', { country: 2, identification: '54362315K' })).statusCode).toBe(201);
    // a customer's own request is the consultant's to answer: not on the staff list
    expect((await t.as('otherFarmer')('POST', '/consultant-requests', { identification: 'CP-OTHER2' })).statusCode).toBe(201);

    const listed = await t.as('staff')('GET', '/staff/customer-requests');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      {
        customer_id: t.ids.farmerGr,
        customer_name: 'Γιώργος Παπαδόπουλος',
        identification: '094259216',
        country_id: 1,
        consultant: { id: t.ids.otherConsultant, name: 'Άλλος Σύμβουλος' },
        requested_at: expect.any(String),
      },
      expect.objectContaining({ customer_id: t.ids.farmerEs, customer_name: 'Lucía García', country_id: 2 }),
    ]);
    for (const who of ['consultant', 'otherConsultant', 'employee', 'farmerGr'] as const) {
      expect((await t.as(who)('GET', '/staff/customer-requests')).statusCode, who).toBe(403);
    }
    expect((await t.as('guest')('GET', '/staff/customer-requests')).statusCode).toBe(401);
  });

  it('tells the consultant and the customer of a staff answer, and takes the request off the list', async () => {
    const approve = await t.as('staff')('POST', `/customers/${t.ids.farmerGr}/decision`, { decision: 'approved', consultant_id: t.ids.otherConsultant });
    expect(approve.statusCode, approve.body).toBe(200);
    const decline = await t.as('staff')('POST', `/customers/${t.ids.farmerEs}/decision`, { decision: 'declined', consultant_id: t.ids.otherConsultant });
    expect(decline.statusCode).toBe(200);
    expect((await t.as('staff')('GET', '/staff/customer-requests')).json().items).toEqual([]);

    const consultantNotes: Note[] = (await t.as('otherConsultant')('GET', '/notifications')).json().items;
    expect(messageIds(consultantNotes)).toEqual(expect.arrayContaining(['notifications.requestApproved', 'notifications.requestDeclined']));
    const approvedNote = (await t.as('farmerGr')('GET', '/notifications')).json().items.find((n: Note) => n.message_id === 'notifications.consultantLinkDecided');
    expect(approvedNote).toMatchObject({ params: { name: 'Άλλος Σύμβουλος', decision: 'approved' } });
    const declinedNote = (await t.as('farmerEs')('GET', '/notifications')).json().items.find((n: Note) => n.message_id === 'notifications.consultantLinkDecided');
    expect(declinedNote).toMatchObject({ params: { decision: 'declined' } });
    // the approved customer is now the consultant's to open
    expect((await t.as('otherConsultant')('GET', `/customers/${t.ids.farmerGr}`)).statusCode).toBe(200);
  });

  it('finds the consultant by partner code (any case) or tax number, and says when no consultant has it', async () => {
    const unknown = await t.as('farmerEs')('POST', '/consultant-requests', { identification: 'CP-ZZZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messageId).toBe('customers.consultantNotFound');
    expect((await t.as('farmerEs')('POST', '/consultant-requests', { identification: '' })).statusCode).toBe(400);
    // an employee is nobody's consultant, even named by their tax number
    await t.db.updateTable('users').set({ identification: '111111111' }).where('id', '=', t.ids.otherEmployee).execute();
    expect((await t.as('farmerEs')('POST', '/consultant-requests', { identification: '111111111' })).statusCode).toBe(404);
    expect((await t.as('farmerGr')('POST', '/consultant-requests', { identification: 'cp-other2' })).statusCode).toBe(409);
    const byCode = await t.as('farmerEs')('POST', '/consultant-requests', { identification: ' cp-demo01 ' });
    // farmerEs is already the demo consultant's customer
    expect(byCode.statusCode).toBe(409);
    expect(byCode.json().messageId).toBe('customers.alreadyRequested');
    // a refused request tells the consultant nothing
    const consultantNotes: Note[] = (await t.as('consultant')('GET', '/notifications')).json().items;
    expect(messageIds(consultantNotes)).not.toContain('notifications.customerRequested');
  });

  it('shows a customer their consultants and requests, and nobody else\'s', async () => {
    const mine = await t.as('farmerGr')('GET', '/consultant-requests');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toEqual(
      expect.arrayContaining([
        { consultant: { id: t.ids.consultant, name: 'Ελένη Καραγιάννη' }, status: 'approved', requested_by: 'consultant', requested_at: expect.any(String) },
        { consultant: { id: t.ids.otherConsultant, name: 'Άλλος Σύμβουλος' }, status: 'approved', requested_by: 'consultant', requested_at: expect.any(String) },
      ]),
    );
    expect(mine.json().items).toHaveLength(2);
    const other = (await t.as('otherFarmer')('GET', '/consultant-requests')).json().items;
    expect(other).toEqual([expect.objectContaining({ consultant: expect.objectContaining({ id: t.ids.otherConsultant }), status: 'new_request', requested_by: 'customer' })]);
    for (const who of ['consultant', 'employee', 'staff'] as const) {
      expect((await t.as(who)('GET', '/consultant-requests')).statusCode, who).toBe(403);
    }
  });

  it('tells the customer when the consultant answers their request', async () => {
    const declined = await t.as('otherConsultant')('POST', `/customers/${t.ids.otherFarmer}/decision`, { decision: 'declined' });
    expect(declined.statusCode).toBe(200);
    const note = (await t.as('otherFarmer')('GET', '/notifications')).json().items[0];
    expect(note).toMatchObject({ message_id: 'notifications.consultantLinkDecided', params: { name: 'Άλλος Σύμβουλος', decision: 'declined' } });
    expect((await t.as('otherFarmer')('GET', '/consultant-requests')).json().items[0].status).toBe('declined');
  });
});
