import { forwardRef, useId, type MouseEvent } from 'react';
import { Button, Spinner, Text, type ButtonProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useOnline } from './use-online';

export type BusyButtonProps = ButtonProps & {
  /** Working (saving, downloading): the button says so and ignores presses, but keeps focus. */
  busy?: boolean;
  /**
   * What it does needs the server now (submit, accept, sign, a staff decision: issue 32):
   * offline it is disabled and says why beside it. `quiet`: the reason is its tooltip and
   * accessible description only (a button on every row of a table, under the page's notice).
   */
  onlineOnly?: boolean | 'quiet';
};

/** The reason an online-only button is disabled; the signed-in portal's texts carry it (src/i18n/namespaces.ts). */
const NEEDS_CONNECTION = 'offline.needsConnection';

/**
 * A button that shows it is working without being disabled. Chakra's own busy state disables
 * the button, and a focused control that becomes disabled drops focus to the page's body: a
 * keyboard or screen-reader user who pressed "Λήψη της αίτησης (PDF)" was left nowhere once
 * the file came. Busy, this one keeps focus, is marked aria-disabled (styled as disabled) with
 * a spinner, and a press (or Enter in its form) does nothing, so nothing is sent twice.
 */
export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton({ busy, onlineOnly, onClick, children, disabled, ...props }, ref) {
  const intl = useIntl();
  const reasonId = useId();
  // a guest's screens (sign-in, recovery) do not carry the text: there the call's own error speaks
  const offline = !useOnline() && Boolean(onlineOnly) && NEEDS_CONNECTION in intl.messages;
  const reason = offline ? intl.formatMessage({ id: NEEDS_CONNECTION }) : undefined;
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || offline) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const button = (
    <Button
      ref={ref}
      {...props}
      disabled={disabled || offline}
      title={reason ?? props.title}
      aria-describedby={offline && onlineOnly !== 'quiet' ? reasonId : props['aria-describedby']}
      aria-description={offline && onlineOnly === 'quiet' ? reason : undefined}
      aria-disabled={busy || undefined}
      data-loading={busy ? '' : undefined}
      onClick={press}
    >
      {busy && <Spinner size="sm" aria-hidden="true" />}
      {children}
    </Button>
  );
  if (!offline || onlineOnly === 'quiet') return button;
  return (
    <>
      {button}
      <Text id={reasonId} fontSize="sm" color="orange.700" data-testid="needs-connection">
        {reason}
      </Text>
    </>
  );
});
