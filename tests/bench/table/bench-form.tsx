import { useMemo, useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../../../src/forms/schema-form';
import { runtimeValidate } from '../../../src/forms/runtime-validator';
import { parcelRows, parcelTableSchema } from '../../../renderers/table/parcel-fixtures';

export type Variant = 'ours' | 'stock';

const schema = parcelTableSchema({ minItems: 1 });
// By name, as the forms name it, so the form gives rjsf the rows as in the app (src/forms/table-rows.ts).
const uiSchemas: Record<Variant, UiSchema> = { ours: { parcels: { 'ui:field': 'table' } }, stock: {} };
// Its rows validated apart, as the app's precompiled validators do (src/validation/table-rows-apart.ts).
const validate = runtimeValidate(schema, uiSchemas.ours);

/** The parcel form as the app would hold it: our table, or rjsf's own array field. */
export function BenchForm({ variant, rows }: { variant: Variant; rows: number }) {
  const initial = useMemo(() => ({ parcels: parcelRows(rows) }), [rows]);
  const [data, setData] = useState(initial);
  return (
    <SchemaForm
      formId="bench/parcel-table"
      schema={schema}
      uiSchema={uiSchemas[variant]}
      validate={validate}
      formData={data}
      onChange={setData}
      onSubmit={setData}
    />
  );
}
