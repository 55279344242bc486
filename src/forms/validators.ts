import { useEffect, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { loaders } from 'virtual:form-validator-loaders';
import { createRjsfValidator } from '../validation/rjsf-validator';
import type { CompiledValidate } from '../validation/types';

// Validators already here, by form id: loaded by a form, or handed over all at once by a
// wizard (which checks every step), a story or a component test (provideValidators).
const loaded = new Map<string, CompiledValidate>();

/** Makes validators available at once, without a download (a module that holds them all). */
export function provideValidators(validators: Readonly<Record<string, CompiledValidate>>): void {
  for (const [id, validate] of Object.entries(validators)) loaded.set(id, validate);
}

/** The precompiled validator of a form, fetched with its own chunk the first time a form needs it. */
export async function loadFormValidator(formId: string): Promise<CompiledValidate> {
  const known = loaded.get(formId);
  if (known) return known;
  const load = loaders[formId];
  if (!load) throw new Error(`No precompiled validator for form "${formId}" (is schemas/${formId}.schema.json there?)`);
  const validate = (await load()).validators[formId];
  loaded.set(formId, validate);
  return validate;
}

/**
 * The validator of `formId` for a form on screen: `override` when given, at once when already
 * here, otherwise undefined until its chunk has arrived (the form waits for it rather than
 * accept answers it cannot check).
 */
export function useFormValidate(formId: string, override?: CompiledValidate): CompiledValidate | undefined {
  const [fetched, setFetched] = useState<{ formId: string; validate: CompiledValidate }>();
  const ready = override ?? loaded.get(formId) ?? (fetched?.formId === formId ? fetched.validate : undefined);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadFormValidator(formId).then(
      (validate) => current && setFetched({ formId, validate }),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [formId, ready]);
  if (failure) throw failure; // to the route's error page, as a failed chunk would
  return ready;
}

/**
 * The rjsf validator of a form: its precompiled (build-time) Ajv code, with messages in the
 * given locale. `schema` must be exactly the schema handed to the form (after translation).
 */
export function formValidator<T>(
  schema: RJSFSchema,
  locale: string,
  /** The app's catalogue, for `errorMessage` ids that forms bring in their own locale files. */
  messages: Readonly<Record<string, string>>,
  validate: CompiledValidate,
): ValidatorType<T> {
  return createRjsfValidator<T>(validate, schema, { locale, messages });
}
