import { describe, expect, it } from 'vitest';
import { timelineOf } from '../../../src/lifecycle/timeline';

const tail = (...args: Parameters<typeof timelineOf>) => timelineOf(...args).slice(6);

describe('the timeline: the lifecycle, then the certificate and the sanctions', () => {
  it('keeps the six precise steps first, as before', () => {
    expect(timelineOf('offer_sent', null, []).slice(0, 6).map((s) => [s.step, s.state])).toEqual([
      ['review', 'confirmed'], ['offer', 'in_process'], ['contract', 'pending'], ['inspection', 'pending'], ['results', 'pending'], ['decision', 'pending'],
    ]);
  });

  it('shows the certificate as a step of its own: pending, then in process until in force', () => {
    expect(tail(null, null, [])).toEqual([{ step: 'certificate', state: 'pending', detail: null }]);
    expect(tail('decision_pending', null, [])).toEqual([{ step: 'certificate', state: 'pending', detail: null }]);
    expect(tail('certified', null, [])).toEqual([{ step: 'certificate', state: 'in_process', detail: null }]);
    expect(tail('certified', 'not_yet_valid', [])).toEqual([{ step: 'certificate', state: 'in_process', detail: 'not_yet_valid' }]);
    expect(tail('certified', 'valid', [])).toEqual([{ step: 'certificate', state: 'confirmed', detail: 'valid' }]);
    expect(tail('partially_certified', 'partially_suspended', [])).toEqual([{ step: 'certificate', state: 'in_process', detail: 'partially_suspended' }]);
    expect(tail('certified', 'suspended', [])[0]).toMatchObject({ state: 'in_process', detail: 'suspended' });
    expect(tail('certified', 'revoked', [])[0]).toMatchObject({ state: 'confirmed', detail: 'revoked' });
  });

  it('promises no certificate to a refused application', () => {
    expect(tail('rejected', null, [])).toEqual([]);
  });

  it('adds the sanctions once any exists: in process while one is open, confirmed once all are closed', () => {
    expect(tail('certified', 'valid', []).map((s) => s.step)).toEqual(['certificate']);
    expect(tail('certified', 'valid', ['lifted', 'imposed'])[1]).toEqual({ step: 'sanctions', state: 'in_process', detail: null });
    expect(tail('certified', 'valid', ['answered'])[1]).toMatchObject({ state: 'in_process' });
    expect(tail('certified', 'suspended', ['lifted', 'escalated'])[1]).toEqual({ step: 'sanctions', state: 'confirmed', detail: null });
  });
});
