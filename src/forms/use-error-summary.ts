import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RJSFValidationError } from '@rjsf/utils';
import { issuesToErrorSchema, issuesToSummary, valueAt } from './server-issues';
import { equal } from '../engine/json-equal';
import type { ValidationIssue } from '../validation/types';

const NO_ISSUES: readonly ValidationIssue[] = [];

/** The summary's errors the live check still finds (a chosen answer's "required" goes at once); the same list when all stand. */
function stillFound(errors: RJSFValidationError[], now: readonly RJSFValidationError[] = []): RJSFValidationError[] {
  const standing = errors.filter((error) => now.some((current) => current.property === error.property && current.message === error.message));
  return standing.length === errors.length ? errors : standing;
}

interface Options {
  formData: unknown;
  /** What the server (or a rule across steps) found wrong, as JSON pointers into `formData`. */
  serverIssues: readonly ValidationIssue[] | undefined;
  issueMessage: (issue: ValidationIssue) => string;
  /** A failed submit or the server's refusal: every field's messages show from now on. */
  onRefused: () => void;
}

/**
 * The error summary of a schema form's last failed submit: the form's own errors, or the
 * server's issues. It shrinks as the person mends each answer and takes focus only when a
 * submit fails. The server's issues also show beside their fields (`extraErrors`), each until
 * its answer changes.
 */
export function useErrorSummary({ formData, serverIssues = NO_ISSUES, issueMessage, onRefused }: Options) {
  const [summarised, setSummarised] = useState<{ from: 'form'; errors: RJSFValidationError[] } | { from: 'server' } | null>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const dataRef = useRef(formData);
  dataRef.current = formData;
  const refusedRef = useRef(onRefused);
  refusedRef.current = onRefused;

  useEffect(() => {
    if (summaryFocus) summaryRef.current?.focus();
  }, [summaryFocus]);

  // The server's issues, with the answers they were about: an issue goes once its answer changes.
  const [refused, setRefused] = useState<{ issues: readonly ValidationIssue[]; answers: unknown[] }>({ issues: NO_ISSUES, answers: [] });
  useEffect(() => {
    // the same issues (none, at the form's first render) keep the state: no second render of every field
    setRefused((previous) => (previous.issues === serverIssues ? previous : { issues: serverIssues, answers: serverIssues.map((issue) => valueAt(dataRef.current, issue.path)) }));
    if (serverIssues.length) {
      refusedRef.current();
      // issues of rules run on a submit the form refused join the form's errors (failed, below)
      setSummarised((previous) => (previous?.from === 'form' ? previous : { from: 'server' }));
      setSummaryFocus((n) => n + 1);
    }
  }, [serverIssues]);
  const standing = refused.issues.filter((issue, i) => equal(valueAt(formData, issue.path), refused.answers[i]));
  const standingKey = standing.map((issue) => `${issue.path} ${issue.messageId}`).join('\n');
  const extraErrors = useMemo(
    () => (standing.length ? issuesToErrorSchema(standing, issueMessage) : undefined),
    // `standing` is new on every render; what it holds is `standingKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [standingKey, issueMessage],
  );

  // the server's issues stand until their answer changes; the form's until the live check no
  // longer finds them; after a refused submit both show, the form's first (as the server lists them)
  const summary =
    summarised?.from === 'server'
      ? issuesToSummary(standing, issueMessage)
      : summarised
        ? [...summarised.errors, ...issuesToSummary(standing, issueMessage)]
        : [];

  /** rjsf's onChange: the summary keeps the errors the live check still finds. */
  const changed = useCallback(
    (errors: readonly RJSFValidationError[] | undefined) => {
      if (summarised?.from !== 'form') return;
      const still = stillFound(summarised.errors, errors);
      if (still !== summarised.errors) setSummarised({ from: 'form', errors: still });
    },
    [summarised],
  );
  /** rjsf's onError: a submit the form's own check refused. */
  const failed = useCallback((errors: readonly RJSFValidationError[]) => {
    refusedRef.current();
    setSummarised({ from: 'form', errors: [...errors] });
    setSummaryFocus((n) => n + 1);
  }, []);
  /** A submit that passed the form's check: the summary goes. */
  const passed = useCallback(() => setSummarised(null), []);

  return { summary, summaryRef, extraErrors, changed, failed, passed };
}
