import { describe, expect, it } from 'vitest';
import { ACTIONS, STATES, STATE_INFO, actionsFor, check, resolveNext, stepStates, type Action, type LifecycleState } from '../../../src/lifecycle';

// The table written out by hand, so that a change to the lifecycle is a change to this test too.
const STAFF: Record<LifecycleState, Action[]> = {
  review: ['complete_review', 'request_completion', 'reject'],
  offer_preparation: ['send_offer', 'reject'],
  offer_sent: ['send_offer'],
  offer_declined: ['send_offer', 'reject'],
  contract_preparation: ['send_contract'],
  contract_sent: ['send_contract'],
  inspection_planning: ['plan_inspection'],
  inspection_planned: ['plan_inspection', 'record_results'],
  inspection_documents_submitted: ['plan_inspection', 'record_results'],
  nc_open: ['review_nc'],
  nc_review: ['review_nc'],
  decision_pending: ['decide'],
  // the certificate's own status (suspend, revoke, …) changes while the application stays certified
  // and sanctions are imposed, lifted, returned or escalated (each sanction has its own states)
  certified: ['change_certificate', 'impose_sanction', 'lift_sanction', 'return_sanction', 'escalate_sanction'],
  partially_certified: ['change_certificate', 'impose_sanction', 'lift_sanction', 'return_sanction', 'escalate_sanction'],
  rejected: [],
};
const CUSTOMER: Record<LifecycleState, Action[]> = {
  review: [],
  offer_preparation: [],
  offer_sent: ['accept_offer', 'decline_offer'],
  offer_declined: [],
  contract_preparation: [],
  contract_sent: ['sign_contract'],
  inspection_planning: [],
  inspection_planned: ['submit_supporting_documents'],
  inspection_documents_submitted: [],
  nc_open: ['respond_nc'],
  nc_review: ['respond_nc'],
  decision_pending: [],
  certified: ['answer_sanction'],
  partially_certified: ['answer_sanction'],
  rejected: [],
};

describe('the lifecycle transition table', () => {
  for (const state of STATES) {
    for (const action of ACTIONS) {
      const byStaff = STAFF[state].includes(action);
      const byCustomer = CUSTOMER[state].includes(action);
      it(`${state} × ${action}: ${byStaff ? 'staff' : byCustomer ? 'customer' : 'nobody'}`, () => {
        const asStaff = check(state, action, 'staff');
        const asCustomer = check(state, action, 'customer');
        expect(asStaff.allowed).toBe(byStaff);
        expect(asCustomer.allowed).toBe(byCustomer);
        const refused = [asStaff, asCustomer].filter((v) => !v.allowed);
        for (const verdict of refused) {
          if (verdict.allowed) continue;
          expect(verdict.messageId).toBe(byStaff || byCustomer ? 'lifecycle.errors.notYours' : 'lifecycle.errors.notNow');
        }
      });
    }
  }

  it('lists the actions of a party in a state', () => {
    for (const state of STATES) {
      expect(actionsFor(state, 'staff')).toEqual(ACTIONS.filter((a) => STAFF[state].includes(a)));
      expect(actionsFor(state, 'customer')).toEqual(ACTIONS.filter((a) => CUSTOMER[state].includes(a)));
    }
  });

  it('final states wait on nobody', () => {
    for (const state of ['certified', 'partially_certified', 'rejected'] as const) {
      expect(STATE_INFO[state].waitingOn).toBeNull();
      expect(STATE_INFO[state].status).toBe(state);
    }
  });

  it('a state that waits on a party offers that party an action', () => {
    for (const state of STATES) {
      const party = STATE_INFO[state].waitingOn;
      if (party) expect(actionsFor(state, party).length).toBeGreaterThan(0);
    }
  });
});

describe('where an action leads', () => {
  it('single targets', () => {
    expect(resolveNext('review', 'complete_review')).toBe('offer_preparation');
    expect(resolveNext('review', 'request_completion')).toBe('draft');
    expect(resolveNext('offer_sent', 'accept_offer')).toBe('contract_preparation');
    expect(resolveNext('offer_sent', 'decline_offer')).toBe('offer_declined');
    expect(resolveNext('contract_sent', 'sign_contract')).toBe('inspection_planning');
  });

  it('results and non-conformities choose by how the non-conformities stand', () => {
    expect(resolveNext('inspection_planned', 'record_results', { nonConformities: { open: 2, answered: 0, closed: 0 } })).toBe('nc_open');
    expect(resolveNext('inspection_planned', 'record_results', { nonConformities: { open: 0, answered: 0, closed: 0 } })).toBe('decision_pending');
    expect(resolveNext('nc_open', 'respond_nc', { nonConformities: { open: 1, answered: 1, closed: 0 } })).toBe('nc_open');
    expect(resolveNext('nc_open', 'respond_nc', { nonConformities: { open: 0, answered: 2, closed: 0 } })).toBe('nc_review');
    expect(resolveNext('nc_review', 'review_nc', { nonConformities: { open: 1, answered: 0, closed: 1 } })).toBe('nc_open');
    expect(resolveNext('nc_review', 'review_nc', { nonConformities: { open: 0, answered: 0, closed: 2 } })).toBe('decision_pending');
  });

  it('a decision leads to its outcome', () => {
    expect(resolveNext('decision_pending', 'decide', { decision: 'certify' })).toBe('certified');
    expect(resolveNext('decision_pending', 'decide', { decision: 'certify_partially' })).toBe('partially_certified');
    expect(resolveNext('decision_pending', 'decide', { decision: 'reject' })).toBe('rejected');
  });
});

describe('steps', () => {
  it('steps before the one in process are confirmed, after it pending', () => {
    expect(stepStates('review')).toEqual({ review: 'in_process', offer: 'pending', contract: 'pending', inspection: 'pending', results: 'pending', decision: 'pending' });
    expect(stepStates('contract_sent')).toMatchObject({ review: 'confirmed', offer: 'confirmed', contract: 'in_process', inspection: 'pending' });
    expect(stepStates('certified')).toEqual({ review: 'confirmed', offer: 'confirmed', contract: 'confirmed', inspection: 'confirmed', results: 'confirmed', decision: 'confirmed' });
  });
});
