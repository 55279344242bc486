import { useEffect, useState } from 'react';
import { loaders } from 'virtual:wizard-validator-loaders';
import { provideValidators } from './validators.ts';

// A wizard checks every step and every step condition with the validators of its own steps,
// one chunk per wizard (`virtual:wizard-validators/<id>`), loaded by its screens' route loaders
// (loadWizardValidators) before they render; its step forms then use them too. Apart from
// src/forms/wizard-catalog.ts: a route loader importing this brings no schema along.
const loadedWizards = new Map<string, Promise<void>>();

/** Fetches the validators of wizard `id` (once); unknown ids load nothing. */
export function loadWizardValidators(id: string): Promise<void> {
  let pending = loadedWizards.get(id);
  if (!pending) {
    const load = loaders[id];
    pending = load ? load().then((chunk) => provideValidators(chunk.validators)) : Promise.resolve();
    loadedWizards.set(id, pending);
  }
  return pending;
}

/** Whether wizard `id`'s validators are here: at once when a loader already fetched them, otherwise once they arrive. */
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
