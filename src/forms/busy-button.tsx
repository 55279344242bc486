import { forwardRef, type MouseEvent } from 'react';
import { Button, Spinner, type ButtonProps } from '@chakra-ui/react';

export type BusyButtonProps = ButtonProps & {
  /** Working (saving, downloading): the button says so and ignores presses, but keeps focus. */
  busy?: boolean;
};

/**
 * A button that shows it is working without being disabled. Chakra's own busy state disables
 * the button, and a focused control that becomes disabled drops focus to the page's body: a
 * keyboard or screen-reader user who pressed "Λήψη της αίτησης (PDF)" was left nowhere once
 * the file came. Busy, this one keeps focus, is marked aria-disabled (styled as disabled) with
 * a spinner, and a press (or Enter in its form) does nothing, so nothing is sent twice.
 */
export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton({ busy, onClick, children, ...props }, ref) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button ref={ref} {...props} aria-disabled={busy || undefined} data-loading={busy ? '' : undefined} onClick={press}>
      {busy && <Spinner size="sm" aria-hidden="true" />}
      {children}
    </Button>
  );
});
