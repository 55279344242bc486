import { FormattedMessage, useIntl } from 'react-intl';
import { wizardManifest } from '../../forms/wizard-catalog';

/** One change between two revisions, as the server lists it (revisions/engine-calls.ts `RevisionChange`). */
interface Change {
  messageId?: unknown;
  stepId?: unknown;
  pointer?: unknown;
  from?: unknown;
  map?: unknown;
}

/** A pointer into the answers as a reader follows it: `/plant-production/units/*\/manager` → `units › manager`. */
const questionPath = (pointer: unknown) =>
  typeof pointer === 'string'
    ? pointer
        .split('/')
        .slice(2)
        .filter((part) => part !== '*')
        .join(' › ')
    : '';

/** A change of the questionnaire in the reader's language: its step by title, the question by its place, what it says. */
export function RevisionChange({ change, wizardId }: { change: Change; wizardId?: string }) {
  const intl = useIntl();
  const stepId = typeof change.stepId === 'string' ? change.stepId : '';
  const title = wizardId ? wizardManifest(wizardId)?.steps.find((step) => step.id === stepId)?.title : undefined;
  const step = title && intl.messages[title] !== undefined ? intl.formatMessage({ id: title }) : stepId;
  const map = change.map && typeof change.map === 'object' ? Object.entries(change.map as Record<string, unknown>).map(([from, to]) => `${from} → ${String(to)}`).join(', ') : '';
  const id = typeof change.messageId === 'string' && intl.messages[change.messageId] !== undefined ? change.messageId : 'applications.revision.change.other';
  return (
    <FormattedMessage
      id={id}
      values={{ step, question: questionPath(change.pointer), from: questionPath(change.from), map }}
    />
  );
}
