import { FormattedMessage, useIntl } from 'react-intl';
import { ACTIONS } from '../../lifecycle/index.ts';
import type { LifecycleView } from './lifecycle-api';

/**
 * What the reader just did and who was told, in words of that action ("The answer to
 * non-conformity 1 was returned to Γιώργος Παπαδόπουλος with your reason"), read from the
 * view the action answered: its latest lifecycle event. An action without words of its own
 * keeps the general sentence.
 */
export function DoneMessage({ view }: { view: LifecycleView }) {
  const intl = useIntl();
  const event = view.events.findLast((e) => (ACTIONS as readonly string[]).includes(e.action));
  const id = event && `lifecycle.done.${event.action}`;
  if (!event || !id || intl.messages[id] === undefined) return <FormattedMessage id="lifecycle.done" />;
  const open = view.non_conformities.filter((nc) => nc.status === 'open');
  const values = {
    customer: view.application.customer_name ?? '',
    n: event.about.non_conformity ?? 0,
    review: event.about.outcome ?? 'accepted',
    count: open.length,
    outcome: view.decision?.outcome ?? 'certify',
  };
  return <FormattedMessage id={id} values={values} />;
}
