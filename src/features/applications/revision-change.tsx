import { FormattedMessage, useIntl } from 'react-intl';
import { wizardManifest } from '../../forms/wizard-catalog';
import { stepTitleId } from './wizard-pages';

/**
 * One change between two revisions: the engine's `compareRevisions` (src/engine/revisions/compare.ts),
 * as the server lists it (revisions/engine-calls.ts `revisionChanges`) or as a story computes it.
 */
export interface Change {
  messageId?: unknown;
  kind?: unknown;
  stepId?: unknown;
  pointer?: unknown;
  from?: unknown;
  map?: unknown;
  /** Message ids of the question's title (today's; the older revision's for where it was read from). */
  title?: unknown;
  fromTitle?: unknown;
  /** choice-added, choice-removed: the code and its label's message id. */
  choice?: unknown;
  choiceTitle?: unknown;
  /** question-added, required-changed: whether it is required after; text-changed: the language. */
  after?: unknown;
  locale?: unknown;
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
  const manifestStep = wizardId ? wizardManifest(wizardId)?.steps.find((step) => step.id === stepId) : undefined;
  const title = manifestStep && stepTitleId(manifestStep);
  const step = title && intl.messages[title] !== undefined ? intl.formatMessage({ id: title }) : stepId;
  const map = change.map && typeof change.map === 'object' ? Object.entries(change.map as Record<string, unknown>).map(([from, to]) => `${from} → ${String(to)}`).join(', ') : '';
  // the kind says it (a text-changed change of the engine names in `messageId` the text that changed)
  const given = typeof change.kind === 'string' ? `applications.revision.change.${change.kind}` : typeof change.messageId === 'string' ? change.messageId : '';
  const id = intl.messages[given] !== undefined ? given : 'applications.revision.change.other';
  // a question by its title (the older revision's texts are laid over the page's: application-questionnaire.tsx), else by its place
  const named = (title: unknown, pointer: unknown) =>
    typeof title === 'string' && intl.messages[title] !== undefined ? intl.formatMessage({ id: title }) : questionPath(pointer);
  const choice = typeof change.choiceTitle === 'string' && intl.messages[change.choiceTitle] !== undefined ? intl.formatMessage({ id: change.choiceTitle }) : change.choice === undefined ? '' : String(change.choice);
  const values = {
    step,
    question: named(change.title, change.pointer),
    from: named(change.fromTitle, change.from),
    map,
    choice,
    required: change.after === true ? 'yes' : 'no',
    language: typeof change.locale === 'string' ? change.locale : '',
  };
  return <FormattedMessage id={id} values={values} />;
}
