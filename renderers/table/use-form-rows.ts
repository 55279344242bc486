import { useCallback } from 'react';
import type { ErrorSchema, FieldPathList, FieldProps } from '@rjsf/utils';
import type { PortalFormContext } from '../../src/forms/form-context';
import { isTableSchema } from '../../src/forms/table-rows';
import type { Row } from './apply-paste';

const EMPTY: Row[] = [];

type RowsChange = (rows: unknown, path: FieldPathList, errors?: ErrorSchema) => void;

/**
 * The table's rows as the form holds them, and the change that hands rows back. In a
 * <SchemaForm> rjsf holds a handle for the rows of a table it was given as one, not the rows
 * (src/forms/table-handles.ts): rows are read through it and handed back as a new handle. A
 * table in a cell's dialog edits the row's own array.
 */
export function useFormRows(props: FieldProps<Row[]>): { formRows: Row[]; onChange: RowsChange } {
  const { schema, registry, formData } = props;
  const handles = isTableSchema(schema) ? (registry.formContext as Partial<PortalFormContext> | undefined)?.tableRows : undefined;
  const formRows = ((handles ? handles.rowsOf(formData) : Array.isArray(formData) ? formData : undefined) ?? EMPTY) as Row[];
  const rjsfChange = props.onChange as RowsChange;
  const onChange = useCallback<RowsChange>(
    (rows, path, errors) => rjsfChange(handles ? handles.handleFor(rows as Row[]) : rows, path, errors),
    [rjsfChange, handles],
  );
  return { formRows, onChange };
}
