import { useRef } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { BusyButton } from '../../forms/busy-button';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action and says what it does (spec §5: "cannot be undone"). */
export function ConfirmDialogView(props: ConfirmDialogProps) {
  // A destructive choice starts on the harmless button.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(details) => !details.open && props.onCancel()}
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={3}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{props.body}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={props.onCancel}>
                {props.cancelLabel}
              </Button>
              {/* what it confirms is done by the server: offline the button says it needs a connection */}
              <BusyButton onlineOnly colorPalette="red" onClick={props.onConfirm}>
                {props.confirmLabel}
              </BusyButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
