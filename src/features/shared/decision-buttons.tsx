import { HStack } from '@chakra-ui/react';
import { BusyButton } from '../../forms/busy-button';

export interface DecisionButtonsProps {
  size: 'xs' | 'sm';
  /** What is decided on, after each button's name ("Approve: Νίκος Αλεξίου"): no two buttons of the list share a name. */
  subject: string;
  approveLabel: string;
  declineLabel: string;
  /** This row's decision is being sent. */
  busy: boolean;
  /** Approving is not offered now (another row's decision is being sent). */
  approveDisabled?: boolean;
  /** Declining is not offered now. */
  declineDisabled: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

/**
 * A staff member's answer to what waits for one: approve (green, busy while sent) or decline (red outline).
 * Both need the server, so offline both are disabled with the reason as their tooltip (issue 32).
 */
export function DecisionButtons(props: DecisionButtonsProps) {
  const { size, subject, approveLabel, declineLabel } = props;
  return (
    <HStack gap={2} wrap="wrap">
      <BusyButton onlineOnly="quiet" size={size} colorPalette="green" busy={props.busy} disabled={props.approveDisabled} aria-label={`${approveLabel}: ${subject}`} onClick={props.onApprove}>
        {approveLabel}
      </BusyButton>
      <BusyButton onlineOnly="quiet" size={size} variant="outline" colorPalette="red" disabled={props.declineDisabled} aria-label={`${declineLabel}: ${subject}`} onClick={props.onDecline}>
        {declineLabel}
      </BusyButton>
    </HStack>
  );
}
