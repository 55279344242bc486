import { startTransition, useEffect, useState } from 'react';
import { loaders } from 'virtual:form-validator-loaders';
import type { CompiledValidate } from '../validation/types';

// Validators already here, by form id: loaded by a form, or handed over all at once by a
// wizard (which checks every step), a story or a component test (provideValidators).
const loaded = new Map<string, CompiledValidate>();

/** A form as a screen shows it: its schema (references bundled) and ui schema. */
export interface FormDefinition {
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
}
// Forms already here, by id: fetched with their validator's chunk or their wizard's, or handed over by tests.
const definitions = new Map<string, FormDefinition>();

/** Makes forms available at once (component tests and stories, from the whole catalogue). */
export function provideForms(forms: Readonly<Record<string, FormDefinition>>): void {
  for (const [id, form] of Object.entries(forms)) definitions.set(id, form);
}

/** The form `formId` when it is already here (provided, loaded with its validator or its wizard), else undefined. */
export const knownFormDefinition = (formId: string): FormDefinition | undefined => definitions.get(formId);

/** The form `formId` and its validator, fetched together (one chunk) the first time. */
export async function loadFormDefinition(formId: string): Promise<FormDefinition> {
  const known = definitions.get(formId);
  if (known) return known;
  const load = loaders[formId];
  if (!load) throw new Error(`No form "${formId}" under schemas/`);
  const chunk = await load();
  definitions.set(formId, chunk.form);
  if (!loaded.has(formId)) loaded.set(formId, chunk.validators[formId]);
  return chunk.form;
}

/** Makes validators available at once, without a download (a module that holds them all). */
export function provideValidators(validators: Readonly<Record<string, CompiledValidate>>): void {
  for (const [id, validate] of Object.entries(validators)) loaded.set(id, validate);
}

/** The validator of a form or step condition id when it is already here (provided or loaded), else undefined. */
export const knownValidator = (id: string): CompiledValidate | undefined => loaded.get(id);

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
  return useFetchedOnce(formId, override ?? loaded.get(formId), loadFormValidator);
}

/** The form `formId` (schema and ui schema): at once when already here, otherwise undefined until its chunk arrives. */
export function useFormDefinition(formId: string): FormDefinition | undefined {
  return useFetchedOnce(formId, definitions.get(formId), loadFormDefinition);
}

/** Like useFormDefinition, for a form not known yet (`undefined`: nothing is fetched, undefined is answered). */
export function useOptionalFormDefinition(formId: string | undefined): FormDefinition | undefined {
  return useFetchedOnce(formId ?? '', formId === undefined ? undefined : definitions.get(formId), formId === undefined ? waitForever : loadFormDefinition);
}
const waitForever = () => new Promise<never>(() => {});

function useFetchedOnce<V>(formId: string, known: V | undefined, load: (formId: string) => Promise<V>): V | undefined {
  const [fetched, setFetched] = useState<{ formId: string; value: V }>();
  const ready = known ?? (fetched?.formId === formId ? fetched.value : undefined);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (ready) return;
    let current = true;
    load(formId).then(
      // a transition: the form this brings renders in slices, not one long task
      (value) => current && startTransition(() => setFetched({ formId, value })),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [formId, ready, load]);
  if (failure) throw failure; // to the route's error page, as a failed chunk would
  return ready;
}
