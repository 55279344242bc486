import type { TableHandles } from './table-handles';

/** Which application's draft, which step of it. */
export interface DraftPlace {
  applicationId: string;
  stepId: string;
}

/**
 * What <SchemaForm> tells its templates and renderers through rjsf's `formContext`: which
 * fields the person has left (blurred) and whether a submit was tried. A field's messages
 * show once it has been left or the form submitted, and then follow every change.
 */
export interface PortalFormContext {
  touched: ReadonlySet<string>;
  submitted: boolean;
  /**
   * The whole form's answers now: a field may depend on a sibling (the country of an
   * address). A getter, not the data itself: rjsf deep-compares its context on every change,
   * and a thousand table rows in it would be walked again on each keystroke.
   */
  getFormData: () => unknown;
  /**
   * The answers of every step shown of the application this form is a step of, by step id
   * (absent outside a wizard): a list may be fed by another step's answers (the units of
   * Appendix 1 to choose a product's units from). A getter, for the same reason as above.
   */
  getAnswers?: () => Readonly<Record<string, unknown>>;
  /**
   * The draft and step this form's answers are kept as (a wizard's step): a file attached
   * offline joins that draft when it is sent, even if the form is no longer open (issue 32).
   */
  draft?: DraftPlace;
  /**
   * The key of the device copy this form's answers are kept in, for a form that is no draft's
   * step (a non-conformity's answer: src/features/shared/form-copies.ts): a file attached
   * offline joins that copy when it is sent, even if the form is no longer open (issue 32).
   */
  formCopy?: string;
  /** The rows behind the handle rjsf gives a `table` field as its value (see table-handles.ts). */
  tableRows?: TableHandles;
}

export function shouldShowErrors(context: unknown, fieldId: string): boolean {
  const ctx = context as Partial<PortalFormContext> | undefined;
  if (!ctx?.touched) return true; // rendered outside <SchemaForm>: show everything
  return ctx.submitted === true || ctx.touched.has(fieldId);
}

/**
 * Which field of which form (a file kept offline waits for it): the draft's step or form copy
 * the form is kept as, else the page's address; and the field's id. A wizard's steps share one
 * address, so two steps' fields of one id are told apart by the step.
 */
export function fieldKeyOf(context: unknown, fieldId: string): string {
  const ctx = context as Partial<PortalFormContext> | undefined;
  const form = ctx?.draft ? `draft:${ctx.draft.applicationId}/${ctx.draft.stepId}` : ctx?.formCopy ? `copy:${ctx.formCopy}` : (globalThis.location?.pathname ?? '');
  return `${form}#${fieldId}`;
}
