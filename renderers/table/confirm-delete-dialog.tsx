import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { DialogFooter } from './dialog-footer';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
  /** Message id of the warning (`{count}`), when the table has its own; it must say it cannot be undone. */
  bodyId?: string;
}

/** Asks before deleting the selected rows, saying it cannot be undone (spec §5). */
export function ConfirmDeleteDialog({ open, count, onConfirm, onCancel, bodyId }: ConfirmDeleteDialogProps) {
  const intl = useIntl();
  // A destructive choice starts on the harmless button.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage({ id: 'renderers.table.confirmTitle' }, { count })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{intl.formatMessage({ id: bodyId ?? 'renderers.table.confirmBody' }, { count })}</Dialog.Description>
            </Dialog.Body>
            <DialogFooter onCancel={onCancel} cancelRef={cancelRef}>
              <Button colorPalette="red" onClick={onConfirm}>
                {intl.formatMessage({ id: 'renderers.table.confirmDelete' }, { count })}
              </Button>
            </DialogFooter>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
