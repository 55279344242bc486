import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { LifecycleState } from '../../lifecycle/index.ts';
import { focusFirstField } from '../../forms/focus-first-field';
import { ActionFormCard } from './action-form-card';
import { actionsOfForm } from './action-forms';
import type { LifecycleView } from './lifecycle-api';
import { SentLine } from './sent-line';

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
    // (the form may arrive a moment later: focus waits on its frame, not on the page's body)
    if (open && opened.current) return focusFirstField(opened.current);
  }, [open]);
  if (!closes || !form.closedIn) return <ActionFormCard {...props} />;
  if (open) {
    return (
      <div ref={opened}>
        <ActionFormCard
          {...props}
          onDone={(fresh) => {
            setOpen(false);
            onDone(fresh);
          }}
        />
      </div>
    );
  }
  return (
    <SentLine event={lastSent(view, form.formId)}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <FormattedMessage id={form.closedIn.openId} />
      </Button>
    </SentLine>
  );
}
