import { useMemo, useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../../../src/forms/schema-form';
import { runtimeValidate } from '../../../src/forms/runtime-validator';
import { formCatalog } from '../../../src/forms/form-catalog';
import { memberRows } from './member-rows';

// The producer group's member list (schemas/globalgap/producer-group), as its own form: the
// member table of the real schema, with `n` members whose GGNs carry a valid check digit.

declare global {
  interface Window {
    /** Rows of the member list the form last received (onChange), for the paste bench. */
    benchMemberRows?: number;
  }
}

// The form as the app bundles it: the members' products are a choice from the product list (`$defs`).
const group = formCatalog.get('globalgap/producer-group')!;
const schema = { type: 'object', $defs: group.schema.$defs, properties: { members: (group.schema.properties as Record<string, unknown>).members } } as RJSFSchema;
const uiSchema = { members: (group.uiSchema as Record<string, unknown>).members } as UiSchema;
// Its rows validated apart, as the app's precompiled validators do (src/validation/table-rows-apart.ts).
const validate = runtimeValidate(schema, uiSchema);

export function MemberBenchForm({ rows }: { rows: number }) {
  const initial = useMemo(() => ({ members: rows ? memberRows(rows) : [{}] }), [rows]);
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <SchemaForm
      formId="bench/member-table"
      schema={schema}
      uiSchema={uiSchema}
      validate={validate}
      formData={data}
      onChange={(next: Record<string, unknown>) => {
        window.benchMemberRows = Array.isArray(next.members) ? next.members.length : 0;
        setData(next);
      }}
      onSubmit={setData}
    />
  );
}
