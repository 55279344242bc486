import type { ErrorObject } from 'ajv';
import type { SchemaProject } from '../engine/checks/types.ts';
import { declaredRules } from '../validation/answer-rules/collect.ts';
import { echoedErrors, toIssue } from '../validation/issues.ts';
import { formatMessage } from '../validation/messages.ts';
import type { ValidationIssue } from '../validation/types.ts';

// How schemas:check tells why a sample is refused: the English message a person would read
// (not its id) and the rule that refused it, by keyword and where the form writes it, so the
// analyst goes to the rule rather than only to the sample.

/** The English message of an issue, with the project's texts (a form's own `errorMessage` ids). */
export const inWords = (issue: ValidationIssue, project: SchemaProject): string =>
  formatMessage(issue, 'en', project.catalogues.en);

/** Each refusal of a validator's errors: the issue with the rule (keyword and schema pointer) that refused it. */
export function refusals(errors: readonly ErrorObject[] | null | undefined): { issue: ValidationIssue; rule: string }[] {
  const echoed = echoedErrors(errors ?? []);
  return (errors ?? []).flatMap((error) => {
    const issue = echoed.has(error) ? undefined : toIssue(error);
    return issue ? [{ issue, rule: `${error.keyword} at ${error.schemaPath}` }] : [];
  });
}

/** Where a form writes the cross-step rule an issue comes from (`amongAnswers at #/properties/…`). */
export function answerRuleAt(bundled: object, issue: ValidationIssue): string {
  const rows = issue.path.split('/').slice(1).map((token) => (/^\d+$/.test(token) ? '*' : token.replace(/~1/g, '/').replace(/~0/g, '~')));
  const declared = declaredRules(bundled).find((rule) => rule.keyword === issue.keyword && rule.tokens.join('/') === rows.join('/'));
  return `${issue.keyword} at #${declared?.schemaPointer ?? ''}`;
}
