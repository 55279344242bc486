import { useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { FieldPathList, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTableContext } from './table-context';

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

// Events inside the dialog must not reach the table the dialog belongs to (React passes them
// up through the portal): the table would take keys and focus in the dialog for its own.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A property of a table row edited in a dialog with its own field, as the ui schema names it
 * (a table of ingredients, an upload, a map). Changes stay in the dialog until "Done".
 */
export function CellDialog<T>(props: CellDialogProps<T>) {
  const { registry, readonly } = useTableContext();
  const intl = useIntl();
  const [draft, setDraft] = useState<T>(props.value);
  const doneRef = useRef<HTMLButtonElement>(null);
  const { SchemaField } = registry.fields;
  return (
    <Dialog.Root open size="xl" onOpenChange={(details) => !details.open && props.onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content onKeyDown={stop} onFocus={stop} onBlur={stop} onPaste={stop} onKeyDownCapture={stop}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onCancel}>
                {intl.formatMessage({ id: 'renderers.table.cancel' })}
              </Button>
              {!readonly && (
                <Button ref={doneRef} onClick={() => props.onDone(draft)}>
                  {intl.formatMessage({ id: 'renderers.tableCells.done' })}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
