import { Button } from '@chakra-ui/react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { DialogFrame } from '../../forms/dialog-frame';
import type { DraftCopy } from './applications-api';

export interface ConflictDialogProps {
  theirs: DraftCopy;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** A stale write was refused: the person chooses which version of the answers to keep (no way out but a choice). */
export function ConflictDialogView({ theirs, onKeepMine, onTakeTheirs }: ConflictDialogProps) {
  const footer = (
    <>
      <Button variant="outline" onClick={onTakeTheirs}>
        <FormattedMessage id="applications.conflict.takeTheirs" />
      </Button>
      <Button colorPalette="green" onClick={onKeepMine}>
        <FormattedMessage id="applications.conflict.keepMine" />
      </Button>
    </>
  );
  return (
    <DialogFrame alert title={<FormattedMessage id="applications.conflict.title" />} footer={footer}>
      <FormattedMessage id="applications.conflict.body" values={{ time: <FormattedTime value={theirs.updated_at} hour="2-digit" minute="2-digit" /> }} />
    </DialogFrame>
  );
}
