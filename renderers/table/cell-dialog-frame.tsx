import type { ReactNode, RefObject, SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTableContext } from './table-context';
import { DialogFooter } from './dialog-footer';

export interface CellDialogFrameProps {
  title: string;
  size: 'md' | 'xl';
  /** "Done": keeps what was done in the dialog (not offered on a read-only table). */
  onDone: () => void;
  /** "Cancel", Escape or a click outside: gives it up. */
  onCancel: () => void;
  doneRef?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

// Events inside the dialog must not reach the table the dialog belongs to (React passes them
// up through the portal): the table would take keys and focus in the dialog for its own.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The dialog a table cell is edited in: its title, what it holds, then Cancel and Done. */
export function CellDialogFrame({ title, size, onDone, onCancel, doneRef, children }: CellDialogFrameProps) {
  const { readonly } = useTableContext();
  const intl = useIntl();
  return (
    <Dialog.Root open size={size} onOpenChange={(details) => !details.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content onKeyDown={stop} onFocus={stop} onBlur={stop} onPaste={stop} onKeyDownCapture={stop}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <DialogFooter onCancel={onCancel}>
              {!readonly && (
                <Button ref={doneRef} onClick={onDone}>
                  {intl.formatMessage({ id: 'renderers.tableCells.done' })}
                </Button>
              )}
            </DialogFooter>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
