import { describe, expect, it } from 'vitest';
import { spanOf } from '../../../renderers/templates/object-field-template';

// An object laid out in columns (`"ui:options": { "columns": 6 }`): how much of a row each question takes.
describe('a question in an object of several columns', () => {
  it('takes one column as a short answer, the whole row as a text of several lines, a tick box or a group', () => {
    expect(spanOf({ type: 'string' }, undefined, 6)).toBe(1);
    // the profile's "Comments" was a sixth of the row at a laptop's width
    expect(spanOf({ type: 'string' }, { 'ui:widget': 'textarea' }, 6)).toBe(6);
    expect(spanOf({ type: 'boolean' }, undefined, 6)).toBe(6);
    expect(spanOf({ type: 'object' }, undefined, 6)).toBe(6);
  });

  it('takes the span its ui schema gives, within the columns there are', () => {
    expect(spanOf({ type: 'string' }, { 'ui:widget': 'textarea', 'ui:options': { span: 3 } }, 6)).toBe(3);
    expect(spanOf({ type: 'string' }, { 'ui:options': { span: 9 } }, 6)).toBe(6);
  });
});
