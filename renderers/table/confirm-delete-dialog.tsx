import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react';
import { DialogFrame } from '../../src/forms/dialog-frame';
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
  const footer = (
    <DialogFooter onCancel={onCancel} cancelRef={cancelRef}>
      <Button colorPalette="red" onClick={onConfirm}>
        {intl.formatMessage({ id: 'renderers.table.confirmDelete' }, { count })}
      </Button>
    </DialogFooter>
  );
  return (
    <DialogFrame
      open={open}
      alert
      title={intl.formatMessage({ id: 'renderers.table.confirmTitle' }, { count })}
      footer={footer}
      onDismiss={onCancel}
      initialFocus={cancelRef}
    >
      {intl.formatMessage({ id: bodyId ?? 'renderers.table.confirmBody' }, { count })}
    </DialogFrame>
  );
}
