import { Button, Dialog, Portal } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

interface ConfirmDialogProps {
  open: boolean;
  titleId: string;
  bodyId: string;
  confirmId: string;
  cancelId?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone (deleting a draft, leaving with unsaved answers). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog.Root open={props.open} role="alertdialog" onOpenChange={(e) => !e.open && props.onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id={props.titleId} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormattedMessage id={props.bodyId} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onCancel}>
                <FormattedMessage id={props.cancelId ?? 'dialog.cancel'} />
              </Button>
              <Button colorPalette={props.danger ? 'red' : 'green'} loading={props.busy} onClick={props.onConfirm}>
                <FormattedMessage id={props.confirmId} />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
