import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createTableHandles, validatingRows, withHandles } from '../../../src/forms/table-handles';
import { keepTableRowsAside } from '../../../src/forms/table-rows';
import { createRjsfValidator } from '../../../src/validation/rjsf-validator';
import { formatMessage } from '../../../src/validation/messages';
import { runtimeValidate } from '../../../src/forms/runtime-validator';

// A form with a table of parcels, and a list of sites each with a table of its own.
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    note: { type: 'string' },
    parcels: {
      type: 'array',
      minItems: 1,
      items: { type: 'object', required: ['code'], properties: { code: { type: 'string' }, area: { type: 'number' } } },
    },
    sites: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, rooms: { type: 'array', items: { type: 'object', properties: { room: { type: 'string' } } } } } },
    },
  },
};
const uiSchema: UiSchema = { parcels: { 'ui:field': 'table' }, sites: { items: { rooms: { 'ui:field': 'table' } } } };
const formSchema = keepTableRowsAside(schema, uiSchema, (ui) => ui?.['ui:field'] === 'table');

describe('table handles: what rjsf holds in place of a table’s rows', () => {
  it('gives rjsf a handle for each table and gives the caller back the very same rows', () => {
    const handles = createTableHandles();
    const parcels = [{ code: 'A' }, { code: 'B', area: 2 }];
    const rooms = [{ room: 'store' }];
    const data = { note: 'n', parcels, sites: [{ name: 'Hall', rooms }] };
    const inRjsf = withHandles(formSchema, data, handles) as Record<string, unknown>;
    expect(typeof inRjsf.parcels).toBe('string');
    expect(typeof (inRjsf.sites as { rooms: unknown }[])[0].rooms).toBe('string');
    expect(inRjsf.note).toBe('n');
    // the same rows, the same handle: rjsf sees no change when nothing changed
    expect(withHandles(formSchema, { ...data }, handles)).toEqual(inRjsf);
    // rjsf copies its answers (structuredClone) on every change; the copy still names the rows
    const back = handles.withRows(structuredClone(inRjsf)) as typeof data;
    expect(back.parcels).toBe(parcels);
    expect(back.sites[0].rooms).toBe(rooms);
    expect(back).toEqual(data);
  });

  it('keeps the rows of the handles in use however many hand-overs came since', () => {
    const handles = createTableHandles();
    const shown = [{ code: 'kept' }];
    for (let i = 0; i < 500; i++) {
      handles.handleFor([{ code: String(i) }]);
      // the form renders its current rows on every change, which renews their handle
      handles.handleFor(shown);
    }
    expect(handles.rowsOf(handles.handleFor(shown))).toBe(shown);
  });

  it('validates the rows behind a handle as rjsf validates answers (cleared cells are absent, not wrong)', () => {
    const handles = createTableHandles();
    const validator = validatingRows(createRjsfValidator(runtimeValidate(schema), formSchema, { format: (issue) => formatMessage(issue, 'en') }), handles);
    const parcels = [{ code: 'A', area: undefined }, { area: 3 }];
    const { errors } = validator.validateFormData(withHandles(formSchema, { parcels }, handles), formSchema);
    expect(errors.map((error) => error.property)).toEqual(['.parcels.1.code']);
    // the rows themselves are left as they were
    expect('area' in parcels[0]).toBe(true);
  });
});
