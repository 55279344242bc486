import type { IntlShape } from '@formatjs/intl';
import { GENERIC_MESSAGE_ID } from './issues.ts';
import { LABELS_PARAM } from './option-labels.ts';
import type { ValidationIssue } from './types.ts';

/** Formats one issue's message: its text and its params as ICU values. */
export type IssueFormatter = (issue: ValidationIssue) => string;

const MESSAGE_ID = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

const icuValue = (value: unknown): string | number | boolean =>
  typeof value === 'number' || typeof value === 'boolean' ? value : value == null ? '' : String(value);

/**
 * An issue's params as the values of its ICU message; a value chosen from a list is its
 * option's title in `intl`'s language when the issue names it (option-labels.ts) and the
 * catalogue has it.
 */
export const issueValues = (issue: ValidationIssue, intl?: Pick<IntlShape, 'messages' | 'formatMessage'>): Record<string, string | number | boolean> => {
  const labels = (issue.params[LABELS_PARAM] ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(issue.params)
      .filter(([key]) => key !== LABELS_PARAM)
      .map(([key, value]) => {
        const label = labels[key];
        if (typeof label !== 'string' || !intl) return [key, icuValue(value)];
        if (label in intl.messages) return [key, intl.formatMessage({ id: label })];
        // the form on screen has its titles translated already; an id this catalogue lacks stays the value
        return [key, MESSAGE_ID.test(label) ? icuValue(value) : label];
      }),
  );
};

/** Whether `intl`'s catalogue has issue's message. */
export const knowsIssue = (intl: Pick<IntlShape, 'messages'>, issue: ValidationIssue): boolean => issue.messageId in intl.messages;

/**
 * An issue's message from one intl object's catalogue, or the generic message when it lacks the
 * id. The browser formats with the app's own intl, whose catalogue holds the validation texts of
 * the language shown (src/i18n/catalogues.ts): no other language travels with the form engine.
 */
export function formatIssueWith(intl: Pick<IntlShape, 'messages' | 'formatMessage'>, issue: ValidationIssue): string {
  return intl.formatMessage({ id: knowsIssue(intl, issue) ? issue.messageId : GENERIC_MESSAGE_ID }, issueValues(issue, intl));
}
