import { useRef } from 'react';
import { Button } from '@chakra-ui/react';
import { DialogFrame } from '../../forms/dialog-frame';
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
  const footer = (
    <>
      <Button ref={cancelRef} variant="outline" onClick={props.onCancel}>
        {props.cancelLabel}
      </Button>
      {/* what it confirms is done by the server: offline the button says it needs a connection */}
      <BusyButton onlineOnly colorPalette="red" onClick={props.onConfirm}>
        {props.confirmLabel}
      </BusyButton>
    </>
  );
  return (
    <DialogFrame open={props.open} alert title={props.title} footer={footer} onDismiss={props.onCancel} initialFocus={cancelRef}>
      {props.body}
    </DialogFrame>
  );
}
