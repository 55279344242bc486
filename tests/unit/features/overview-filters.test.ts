import { describe, expect, it } from 'vitest';
import { overviewViewFrom, queueLinkOf, searchOf } from '../../../src/features/overview/overview-filters';
import { queueFiltersFrom } from '../../../src/features/staff/queue-filters';

describe("the overview's filters in the address", () => {
  it('reads the period, standard, region, staff member and span, leaving out what the server would refuse', () => {
    expect(overviewViewFrom(new URLSearchParams('year=2025&standard=bio&region=ES-AC-01&member=7&span=offer_contract'))).toEqual({
      filters: { year: 2025, standard: 'bio', region: 'ES-AC-01', member: 7 },
      span: 'offer_contract',
    });
    expect(overviewViewFrom(new URLSearchParams('year=1999&standard=x&region=%27%3B&member=0&span=nonsense'))).toEqual({ filters: {}, span: 'submission_certificate' });
  });

  it('writes a view back to the same address (the default span left out)', () => {
    const search = 'year=2025&standard=globalgap&region=1&member=3';
    expect(searchOf(overviewViewFrom(new URLSearchParams(search))).toString()).toBe(search);
  });

  it("links a pipeline figure to the queue with the queue's own filters, which the queue reads back", () => {
    const link = queueLinkOf({ standard: 'bio', region: 'ES-AC-01', member: 4, year: 2025 }, { step: 'review', standard: 'bio' }, true);
    expect(link).toBe('/staff/applications?step=review&type=bio&region=ES-AC-01&member=4&overdue=true');
    expect(queueFiltersFrom(new URLSearchParams(link.split('?')[1]))).toEqual({ step: 'review', type: 'bio', region: 'ES-AC-01', member: 4, overdue: true });
  });
});
