import type { ErrorObject } from 'ajv';
import { echoedErrors, toIssue } from './issues.ts';
import { withOptionLabels } from './option-labels.ts';
import type { IssueFormatter } from './format-issue.ts';

/** rjsf's localizer: it rewrites a validator's Ajv errors in place. */
export type Localizer = (errors?: null | ErrorObject[]) => void;

/**
 * An rjsf localizer that writes our translated messages into Ajv errors (in place, as rjsf
 * expects) and drops the errors our issues drop, so the form says what the API would say.
 */
export function createLocalizer(format: IssueFormatter, rootSchema?: object): Localizer {
  return (errors) => {
    if (!errors) return;
    const echoed = echoedErrors(errors);
    for (let i = errors.length - 1; i >= 0; i--) {
      const issue = echoed.has(errors[i]) ? undefined : toIssue(errors[i]);
      // a value of a list is named by its option's title (option-labels.ts)
      if (issue) {
        errors[i].message = format(withOptionLabels([issue], rootSchema, errors[i].parentSchema)[0]);
        // a value no list offers stands on the multiple choice holding it (issues.ts)
        if (issue.keyword === 'notOffered') errors[i].instancePath = issue.path;
      }
      else errors.splice(i, 1);
    }
  };
}
