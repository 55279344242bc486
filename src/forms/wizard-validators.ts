import { useEffect, useState } from 'react';
import { loaders } from 'virtual:wizard-validator-loaders';
import type { WizardManifest } from '../engine/wizard.ts';
import { provideForms, provideValidators } from './validators.ts';

// A wizard comes as one chunk (`virtual:wizard-validators/<id>`): its manifest, its step forms
// and the validators of its steps and step conditions, loaded by its screens' route loaders
// (loadWizardValidators) before they render. Apart from src/forms/wizard-catalog.ts: a route
// loader importing this brings no schema along.
const loadedWizards = new Map<string, Promise<void>>();
const manifests = new Map<string, WizardManifest>();

/** Makes wizards available at once (component tests and stories, from the whole catalogue). */
export function provideWizards(wizards: readonly WizardManifest[]): void {
  for (const manifest of wizards) manifests.set(manifest.id, manifest);
}

/** The manifest of wizard `id` once loaded (or provided); undefined before, and for an unknown id. */
export const loadedWizardManifest = (id: string): WizardManifest | undefined => manifests.get(id);

/** Fetches wizard `id` (once): manifest, step forms, validators; unknown ids load nothing. */
export function loadWizardValidators(id: string): Promise<void> {
  let pending = loadedWizards.get(id);
  if (!pending) {
    const load = loaders[id];
    pending = load
      ? load().then((chunk) => {
          provideValidators(chunk.validators);
          provideForms(chunk.forms);
          provideWizards([chunk.manifest]);
        })
      : Promise.resolve();
    loadedWizards.set(id, pending);
  }
  return pending;
}

/** Whether wizard `id` (validators, manifest, forms) is here: at once when a loader already fetched them, otherwise once they arrive. */
export function useWizardValidators(id: string | undefined): boolean {
  const [loadedId, setLoadedId] = useState<string>();
  useEffect(() => {
    if (!id) return;
    let current = true;
    void loadWizardValidators(id).then(() => current && setLoadedId(id));
    return () => {
      current = false;
    };
  }, [id]);
  return id !== undefined && loadedId === id;
}
