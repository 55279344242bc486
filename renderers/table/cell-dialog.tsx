import { useState } from 'react';
import type { FieldPathList, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTableContext } from './table-context';
import { CellDialogFrame } from './cell-dialog-frame';

export interface CellDialogProps<T> {
  title: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  value: T;
  /** Id of the field in the dialog, unique in the page. */
  id: string;
  onDone: (value: T) => void;
  onCancel: () => void;
}

/** The value with `next` at `path` (rjsf's fields report a change with the path of what changed). */
function setAt(value: unknown, path: FieldPathList, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const container = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  container[head] = setAt(container[head], rest, next);
  return container;
}

/**
 * A property of a table row edited in a dialog with its own field, as the ui schema names it
 * (a table of ingredients, an upload, a map). Changes stay in the dialog until "Done".
 */
export function CellDialog<T>(props: CellDialogProps<T>) {
  const { registry, readonly } = useTableContext();
  const [draft, setDraft] = useState<T>(props.value);
  const { SchemaField } = registry.fields;
  return (
    <CellDialogFrame title={props.title} size="xl" onCancel={props.onCancel} onDone={() => props.onDone(draft)}>
      <SchemaField
        name={props.id}
        schema={props.schema}
        uiSchema={{ ...props.uiSchema, 'ui:title': props.title }}
        formData={draft}
        fieldPathId={{ $id: props.id, path: [] }}
        onChange={(next: unknown, path: FieldPathList = []) => setDraft((prev) => setAt(prev, path, next) as T)}
        onBlur={() => undefined}
        onFocus={() => undefined}
        registry={registry}
        disabled={false}
        readonly={readonly}
      />
    </CellDialogFrame>
  );
}
