import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react';
import { DialogFrame } from '../../src/forms/dialog-frame';
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

/** The dialog a table cell is edited in: its title, what it holds, then Cancel and Done. */
export function CellDialogFrame({ title, size, onDone, onCancel, doneRef, children }: CellDialogFrameProps) {
  const { readonly } = useTableContext();
  const intl = useIntl();
  const footer = (
    <DialogFooter onCancel={onCancel}>
      {!readonly && (
        <Button ref={doneRef} onClick={onDone}>
          {intl.formatMessage({ id: 'renderers.tableCells.done' })}
        </Button>
      )}
    </DialogFooter>
  );
  // isolated: keys and focus in the dialog are not the table's (React passes them up through the portal)
  return (
    <DialogFrame title={title} size={size} footer={footer} onDismiss={onCancel} isolate>
      {children}
    </DialogFrame>
  );
}
