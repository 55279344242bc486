import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react';

/** The buttons of the table's dialogs: "Cancel" first, then the dialog's own action (if any). */
export function DialogFooter({ onCancel, cancelRef, children }: { onCancel: () => void; cancelRef?: RefObject<HTMLButtonElement | null>; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <Button ref={cancelRef} variant="outline" onClick={onCancel}>
        {intl.formatMessage({ id: 'renderers.table.cancel' })}
      </Button>
      {children}
    </>
  );
}
