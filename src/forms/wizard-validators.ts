import { startTransition, useEffect, useState } from 'react';
import { loaders } from 'virtual:wizard-validator-loaders';
import type { WizardManifest, WizardStep } from '../engine/wizard.ts';
import { afterFirstScreen } from './after-first-screen.ts';
import { knownFormDefinition, knownValidator, loadFormDefinition, provideValidators } from './validators.ts';

// A wizard comes as one chunk (`virtual:wizard-validators/<id>`): its manifest and the
// validators of its step conditions, loaded by its screens' route loaders (loadWizard) before
// they render. Each step's form comes with its validator as a chunk of its own, the one every
// screen showing that form fetches: the open step's is waited for, the others follow
// (loadStepForms). Apart from src/forms/wizard-catalog.ts: a route loader importing this
// brings no schema along.
const loadedWizards = new Map<string, Promise<void>>();
const manifests = new Map<string, WizardManifest>();

/** Makes wizards available at once (component tests and stories, from the whole catalogue). */
export function provideWizards(wizards: readonly WizardManifest[]): void {
  for (const manifest of wizards) manifests.set(manifest.id, manifest);
}

/** The manifest of wizard `id` once loaded (or provided); undefined before, and for an unknown id. */
export const loadedWizardManifest = (id: string): WizardManifest | undefined => manifests.get(id);

/** Fetches wizard `id` (once): manifest and step conditions' validators; unknown ids load nothing. */
export function loadWizard(id: string): Promise<void> {
  let pending = loadedWizards.get(id);
  if (!pending) {
    const load = loaders[id];
    pending = load
      ? load().then((chunk) => {
          provideValidators(chunk.validators);
          provideWizards([chunk.manifest]);
        })
      : Promise.resolve();
    loadedWizards.set(id, pending);
  }
  return pending;
}

const missingForms = (steps: readonly WizardStep[]) => steps.filter((step) => !knownFormDefinition(step.form) || !knownValidator(step.form));

/** Fetches the forms of `steps` not here yet, each with its validator (a chunk per form): with them a step shows and is judged complete. */
export function loadStepForms(steps: readonly WizardStep[]): Promise<void> {
  return Promise.all(missingForms(steps).map((step) => loadFormDefinition(step.form))).then(() => undefined);
}

/**
 * Whether the forms of `steps` (and their validators) are all here; fetches the missing ones,
 * at once or, when `later`, once the screen has shown (the steps not open only need them to be
 * marked incomplete: the open step's own files must not share a slow network with them).
 * Renders again when they arrive.
 */
export function useStepForms(steps: readonly WizardStep[], { later = false }: { later?: boolean } = {}): boolean {
  const missing = missingForms(steps);
  const key = missing.map((step) => step.form).join(' ');
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!key) return;
    let current = true;
    // a transition: the marks they bring may wait for whatever the person is doing (a tick
    // landing while they arrive is never held up or redrawn under them). A download that failed
    // goes to the route's error page when the screen needs them now; fetched for later, it is
    // met again (and shown there) when the person opens such a step.
    const fetchThem = () =>
      void loadStepForms(missingForms(steps)).then(
        () => current && startTransition(() => setArrived((n) => n + 1)),
        (error: unknown) => current && !later && setFailure(error),
      );
    if (later) afterFirstScreen(fetchThem);
    else fetchThem();
    return () => {
      current = false;
    };
    // `key` names the steps still missing: the same steps in a new array fetch nothing again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, later]);
  if (failure) throw failure;
  return missing.length === 0;
}

/** Whether wizard `id` (manifest, conditions) is here: at once when a loader already fetched it, otherwise once it arrives. */
export function useWizard(id: string | undefined): boolean {
  const [loadedId, setLoadedId] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!id) return;
    let current = true;
    loadWizard(id).then(
      () => current && setLoadedId(id),
      (error: unknown) => current && setFailure(error), // to the route's error page
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (failure) throw failure;
  return id !== undefined && (loadedId === id || manifests.has(id));
}
