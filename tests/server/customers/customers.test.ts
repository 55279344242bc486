import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, startConsultServer } from './helpers';

describe('a consultant\'s customers', () => {
  let t: Awaited<ReturnType<typeof startConsultServer>>;
  beforeAll(async () => {
    t = await startConsultServer();
  });
  afterAll(() => t.close());

  it('lists the demo customers, searched and filtered', async () => {
    const all = await t.as('consultant')('GET', '/customers');
    expect(all.statusCode).toBe(200);
    const names = all.json().items.map((c: { full_name: string }) => c.full_name);
    expect(names).toEqual(expect.arrayContaining(['Γιώργος Παπαδόπουλος', 'Lucía García']));
    // whose profile still lacks answers (issue 47: the list shows it), for every approved customer
    const statuses = all.json().items.map((c: { status: string; profile_status: string | null }) => [c.status, c.profile_status]);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every(([status, profile]: string[]) => (status === 'approved' ? ['complete', 'incomplete'].includes(profile) : true))).toBe(true);
    const searched = await t.as('consultant')('GET', '/customers?q=garc');
    expect(searched.json().items.map((c: { id: number }) => c.id)).toEqual([t.ids.farmerEs]);
    const byVat = await t.as('consultant')('GET', '/customers?q=094259');
    expect(byVat.json().items.map((c: { id: number }) => c.id)).toEqual([t.ids.farmerGr]);
    expect((await t.as('consultant')('GET', '/customers?status=declined')).json().items).toEqual([]);
    expect((await t.as('consultant')('GET', '/customers?type=legal_entity')).json().items).toEqual([]);
    expect((await t.as('consultant')('GET', '/customers?status=maybe')).statusCode).toBe(400);
    expect((await t.as('otherConsultant')('GET', '/customers')).json().items).toEqual([]);
    expect((await t.as('employee')('GET', '/customers')).statusCode).toBe(403);
    expect((await t.as('farmerGr')('GET', '/customers')).statusCode).toBe(403);
    expect((await t.as('guest')('GET', '/customers')).statusCode).toBe(401);
  });

  it('adds a new customer only with a completed profile, validated by the customer form', async () => {
    const refused = await t.as('otherConsultant')('POST', '/customers', newCustomer());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageId).toBe('customers.profileIncomplete');

    const bad = await t.as('consultant')('POST', '/customers', newCustomer({ identification: '123456789', landline: '12' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['/identification', '/landline']));

    const added = await t.as('consultant')('POST', '/customers', newCustomer());
    expect(added.statusCode, added.body).toBe(201);
    const customer = added.json();
    expect(customer).toMatchObject({ full_name: 'Μαρία Ιωάννου', status: 'approved', data: { city: 'Λάρισα', country: 1 } });

    const again = await t.as('consultant')('POST', '/customers', newCustomer({ identification: '1234-56709' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('customers.alreadyRegistered');

    const read = await t.as('consultant')('GET', `/customers/${customer.id}`);
    expect(read.json().data).toMatchObject({ fullName: 'Μαρία Ιωάννου', identification: '123456709' });
    expect((await t.as('otherConsultant')('GET', `/customers/${customer.id}`)).statusCode).toBe(404);
  });

  it('edits an approved customer, and only its own', async () => {
    const id = t.ids.farmerGr;
    const data = newCustomer({ fullName: 'Γιώργος Παπαδόπουλος', identification: '094259216', email: 'farmer.gr@demo.invalid', ggn: '4052852000000' });
    const saved = await t.as('consultant')('PUT', `/customers/${id}`, data);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.ggn).toBe('4052852000000');
    const clash = await t.as('consultant')('PUT', `/customers/${id}`, { ...data, identification: '54362315K', country: 2, landline: '' });
    expect(clash.statusCode).toBe(409);
    expect((await t.as('otherConsultant')('PUT', `/customers/${id}`, data)).statusCode).toBe(404);
    expect((await t.as('employee')('PUT', `/customers/${id}`, data)).statusCode).toBe(403);
  });

  it('asks to add an existing customer by identification; staff approve, the consultant cannot', async () => {
    const unknown = await t.as('otherConsultant')('POST', '/customers/link', { country: 1, identification: '123456710' });
    expect(unknown.statusCode).toBe(403); // profile incomplete
    await t.db.updateTable('users').set({ profile_status: 'complete' }).where('id', '=', t.ids.otherConsultant).execute();
    const notFound = await t.as('otherConsultant')('POST', '/customers/link', { country: 1, identification: '123456710' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().messageId).toBe('customers.notFoundByIdentification');

    const linked = await t.as('otherConsultant')('POST', '/customers/link', { country: 1, identification: '094 259 216' });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({ id: t.ids.farmerGr, status: 'new_request', requested_by: 'consultant', email: '', full_name: '', profile_status: null });
    // nothing more of the customer until the request is approved: not the name, not by a search
    expect((await t.as('otherConsultant')('GET', `/customers/${t.ids.farmerGr}`)).statusCode).toBe(404);
    const pending = (await t.as('otherConsultant')('GET', '/customers')).json().items;
    expect(pending).toEqual([expect.objectContaining({ id: t.ids.farmerGr, full_name: '', email: '', identification: '094259216', profile_status: null })]);
    expect((await t.as('otherConsultant')('GET', `/customers?q=${encodeURIComponent('Παπαδόπουλος')}`)).json().items).toEqual([]);
    expect((await t.as('otherConsultant')('GET', '/customers?q=094259')).json().items).toHaveLength(1);
    expect((await t.as('otherConsultant')('POST', '/customers/link', { country: 1, identification: '094259216' })).statusCode).toBe(409);

    // the consultant who asked cannot approve their own request
    const self = await t.as('otherConsultant')('POST', `/customers/${t.ids.farmerGr}/decision`, { decision: 'approved' });
    expect(self.statusCode).toBe(404);
    const noConsultant = await t.as('staff')('POST', `/customers/${t.ids.farmerGr}/decision`, { decision: 'approved' });
    expect(noConsultant.statusCode).toBe(400);
    const approved = await t.as('staff')('POST', `/customers/${t.ids.farmerGr}/decision`, {
      decision: 'approved', consultant_id: t.ids.otherConsultant,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const twice = await t.as('staff')('POST', `/customers/${t.ids.farmerGr}/decision`, {
      decision: 'declined', consultant_id: t.ids.otherConsultant,
    });
    expect(twice.statusCode).toBe(409);
    const list = (await t.as('otherConsultant')('GET', '/customers')).json().items;
    expect(list).toEqual([expect.objectContaining({ id: t.ids.farmerGr, status: 'approved' })]);
    expect(list[0].full_name).not.toBe('');
    // the farmer was told about the request, the consultant about the answer
    const farmerNotes = (await t.as('farmerGr')('GET', '/notifications')).json().items;
    expect(farmerNotes.map((n: { message_id: string }) => n.message_id)).toContain('notifications.consultantAddedYou');
    const consultantNotes = (await t.as('otherConsultant')('GET', '/notifications')).json().items;
    expect(consultantNotes.map((n: { message_id: string }) => n.message_id)).toContain('notifications.requestApproved');
  });

  it('lets a customer ask a consultant, whom the consultant approves or declines', async () => {
    const unknown = await t.as('otherFarmer')('POST', '/consultant-requests', { identification: '123456722' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messageId).toBe('customers.consultantNotFound');
    const asked = await t.as('otherFarmer')('POST', '/consultant-requests', { identification: '997108060' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await t.as('otherFarmer')('POST', '/consultant-requests', { identification: '997108060' })).statusCode).toBe(409);
    const requests = (await t.as('consultant')('GET', '/customers?status=new_request')).json().items;
    expect(requests).toEqual([expect.objectContaining({ id: t.ids.otherFarmer, requested_by: 'customer' })]);
    // staff answer consultants' requests, not customers'
    const byStaff = await t.as('staff')('POST', `/customers/${t.ids.otherFarmer}/decision`, { decision: 'approved', consultant_id: t.ids.consultant });
    expect(byStaff.statusCode).toBe(404);
    expect((await t.as('employee')('POST', `/customers/${t.ids.otherFarmer}/decision`, { decision: 'declined' })).statusCode).toBe(404);
    const declined = await t.as('consultant')('POST', `/customers/${t.ids.otherFarmer}/decision`, { decision: 'declined' });
    expect(declined.statusCode).toBe(200);
    expect((await t.as('consultant')('GET', '/customers?status=declined')).json().items).toHaveLength(1);
    expect((await t.as('consultant')('PUT', `/customers/${t.ids.otherFarmer}/employee`, { employee_id: t.ids.employee })).statusCode).toBe(409);
  });

  it('assigns a customer to one of its employees, who is told and sees the customer', async () => {
    const id = t.ids.farmerEs;
    expect((await t.as('consultant')('PUT', `/customers/${id}/employee`, { employee_id: t.ids.otherConsultant })).statusCode).toBe(404);
    expect((await t.as('otherConsultant')('PUT', `/customers/${id}/employee`, { employee_id: t.ids.employee })).statusCode).toBe(404);
    const assigned = await t.as('consultant')('PUT', `/customers/${id}/employee`, { employee_id: t.ids.employee });
    expect(assigned.statusCode).toBe(204);
    const mine = (await t.as('employee')('GET', '/employees')).json().items;
    expect(mine).toEqual([expect.objectContaining({ id: t.ids.employee, customers: { items: [{ id, name: 'Lucía García' }], nextCursor: null } })]);
    const notes = (await t.as('employee')('GET', '/notifications')).json();
    expect(notes.unread).toBeGreaterThan(0);
    expect(notes.items[0]).toMatchObject({ message_id: 'notifications.customerAssigned', params: { name: 'Lucía García' } });
    const listed = (await t.as('consultant')('GET', '/customers?q=luc')).json().items[0];
    expect(listed.assigned_employee).toEqual({ id: t.ids.employee, name: 'Νίκος Αλεξίου' });
    expect((await t.as('consultant')('PUT', `/customers/${id}/employee`, { employee_id: null })).statusCode).toBe(204);
  });

  it('bulk-deletes its own customers from the list, leaving the accounts', async () => {
    const other = await t.as('otherConsultant')('POST', '/customers/delete', { ids: [t.ids.farmerEs] });
    expect(other.statusCode).toBe(404);
    const removed = await t.as('consultant')('POST', '/customers/delete', { ids: [t.ids.farmerEs, t.ids.otherFarmer, 999999] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().deleted.sort()).toEqual([t.ids.farmerEs, t.ids.otherFarmer].sort());
    expect((await t.as('consultant')('GET', `/customers/${t.ids.farmerEs}`)).statusCode).toBe(404);
    expect((await t.as('farmerEs')('GET', '/users/profile')).statusCode).toBe(200);
    expect((await t.as('consultant')('POST', '/customers/delete', { ids: [] })).statusCode).toBe(400);
  });
});
