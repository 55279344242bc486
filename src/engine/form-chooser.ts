import { matchCondition } from './condition-match.ts';

/** A form chooser (schemas/choosers/*.json): which form holds some data, decided by JSON Schema `when`s. */
export interface FormChooser {
  id: string;
  options: { form: string; when?: Record<string, unknown> }[];
}

/**
 * The form of the first option whose `when` holds for `data` (an option without `when` always
 * holds). Decided without a compiled validator, so the browser and the server choose alike;
 * `schemas:check` makes sure every `when` is written with words that can be decided.
 */
export function chooseForm(chooser: FormChooser, data: unknown): string {
  const option = chooser.options.find((o) => !o.when || matchCondition(o.when, data) === true);
  if (!option) throw new Error(`chooser "${chooser.id}": no option holds and none is without a when`);
  return option.form;
}
