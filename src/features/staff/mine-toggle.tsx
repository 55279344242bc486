import { Checkbox } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/**
 * "Mine only": the applications assigned to the reader as reviewer and those whose inspection is
 * planned for them (the queue's `mine` parameter; docs/staff-accounts.md).
 */
export function MineToggle({ checked, onChange }: { checked: boolean; onChange: (mine: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} pb={1} data-testid="queue-mine">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        <FormattedMessage id="staff.queue.mine" />
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
