import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { LifecycleState } from '../../lifecycle/index.ts';
import { ActionFormCard } from './action-form-card';
import { actionsOfForm } from './action-forms';
import type { LifecycleView } from './lifecycle-api';

type Props = ComponentProps<typeof ActionFormCard>;

/** The last time this form was sent: its event in the history. */
const lastSent = (view: LifecycleView, formId: string) => {
  const actions = new Set<string>(actionsOfForm(formId));
  return view.events.findLast((event) => actions.has(event.action));
};

/**
 * A form whose step is done but may be taken again (a corrected offer or contract, a moved
 * inspection, a rejection after the review) stays closed into a line of what was sent, when
 * and by whom, so a done step no longer looks like one waiting; its button opens the form,
 * and sending it closes it again.
 */
export function ClosableActionCard(props: Props) {
  const { view, form, onDone } = props;
  const closes = form.closedIn?.states.includes(view.application.state as LifecycleState) ?? false;
  const [open, setOpen] = useState(false);
  const opened = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // the button that was pressed is gone: focus goes to the form's first field in its place
    if (open) opened.current?.querySelector<HTMLElement>('input, select, textarea, [role="combobox"]')?.focus();
  }, [open]);
  if (!closes || !form.closedIn) return <ActionFormCard {...props} />;
  if (open) {
    return (
      <div ref={opened}>
        <ActionFormCard
          {...props}
          onDone={() => {
            setOpen(false);
            onDone();
          }}
        />
      </div>
    );
  }
  const last = lastSent(view, form.formId);
  return (
    <Box borderWidth="1px" borderRadius="md" p={3} bg="gray.50" data-testid="sent-line">
      {last && (
        <Text mb={2}>
          <FormattedMessage id={`lifecycle.action.${last.action}`} />
          {' · '}
          <FormattedDate value={last.at} dateStyle="medium" timeStyle="short" />
          {last.actor_name && ` · ${last.actor_name}`}
        </Text>
      )}
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <FormattedMessage id={form.closedIn.openId} />
      </Button>
    </Box>
  );
}
