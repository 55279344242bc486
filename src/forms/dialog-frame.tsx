import type { ReactNode, RefObject, SyntheticEvent } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';

export interface DialogFrameProps {
  /** Kept mounted while closed, the dialog can close as it opened (the confirmations). */
  open?: boolean;
  title: ReactNode;
  /** The body; plain text is read out as the dialog's description. */
  children: ReactNode;
  /** The buttons, the harmless one first. */
  footer: ReactNode;
  /** Escape or a click outside: the harmless choice. Without it, only the footer's buttons close the dialog. */
  onDismiss?: () => void;
  /** Asks before something that cannot be undone, or that needs an answer (role alertdialog). */
  alert?: boolean;
  /** Where focus starts (a destructive choice starts on the harmless button). */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'md' | 'xl';
  /** Events inside the dialog kept from its opener (a table would take keys and focus in it for its own). */
  isolate?: boolean;
}

// React passes events up through the portal to whatever opened the dialog
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** One dialog's frame for every dialog of the portal: title, body, footer, over a backdrop. */
export function DialogFrame({ open = true, title, children, footer, onDismiss, alert, initialFocus, size, isolate }: DialogFrameProps) {
  const dismissible = onDismiss !== undefined;
  return (
    <Dialog.Root
      open={open}
      size={size}
      role={alert ? 'alertdialog' : 'dialog'}
      onOpenChange={(details) => !details.open && onDismiss?.()}
      closeOnInteractOutside={dismissible}
      closeOnEscape={dismissible}
      initialFocusEl={initialFocus ? () => initialFocus.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={3} {...(isolate && { onKeyDown: stop, onFocus: stop, onBlur: stop, onPaste: stop, onKeyDownCapture: stop })}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof children === 'string' ? <Dialog.Description>{children}</Dialog.Description> : children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
