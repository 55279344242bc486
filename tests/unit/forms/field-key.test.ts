import { describe, expect, it } from 'vitest';
import { fieldKeyOf } from '../../../src/forms/form-context';

describe('the field a file kept offline waits for', () => {
  it('tells apart two steps of one wizard whose fields share an id (they share the page address)', () => {
    const first = fieldKeyOf({ draft: { applicationId: 'a1', stepId: 'plant-production' } }, 'root_documents');
    const second = fieldKeyOf({ draft: { applicationId: 'a1', stepId: 'livestock' } }, 'root_documents');
    expect(first).not.toBe(second);
    expect(fieldKeyOf({ draft: { applicationId: 'a2', stepId: 'livestock' } }, 'root_documents')).not.toBe(second);
  });

  it('names a form kept as a device copy by its copy, and any other form by its page', () => {
    expect(fieldKeyOf({ formCopy: 'a1/lifecycle/nc-response-n1' }, 'x_evidence')).toBe('copy:a1/lifecycle/nc-response-n1#x_evidence');
    expect(fieldKeyOf(undefined, 'root_file')).toBe(`${globalThis.location?.pathname ?? ''}#root_file`);
  });
});
