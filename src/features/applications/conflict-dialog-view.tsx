import { Button, Dialog, Portal } from '@chakra-ui/react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import type { DraftCopy } from './applications-api';

export interface ConflictDialogProps {
  theirs: DraftCopy;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** A stale write was refused: the person chooses which version of the answers to keep. */
export function ConflictDialogView({ theirs, onKeepMine, onTakeTheirs }: ConflictDialogProps) {
  return (
    <Dialog.Root open role="alertdialog" closeOnInteractOutside={false} closeOnEscape={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="applications.conflict.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormattedMessage
                id="applications.conflict.body"
                values={{ time: <FormattedTime value={theirs.updated_at} hour="2-digit" minute="2-digit" /> }}
              />
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onTakeTheirs}>
                <FormattedMessage id="applications.conflict.takeTheirs" />
              </Button>
              <Button colorPalette="green" onClick={onKeepMine}>
                <FormattedMessage id="applications.conflict.keepMine" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
