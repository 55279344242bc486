import { resolvePointer } from './json-pointer.ts';
import type { WizardAnswers, WizardManifest } from './wizard.ts';

/**
 * What application lists show and filter on (year, purpose), read from the answers where the
 * manifest's `listed` pointers say (`/general/year`); what is absent or out of range is undefined.
 */
export function listedAnswers(manifest: WizardManifest, answers: WizardAnswers): { year?: number; purpose?: string } {
  const at = (pointer: string | undefined) => (pointer ? resolvePointer(answers, pointer).value : undefined);
  const year = at(manifest.listed?.year);
  const purpose = at(manifest.listed?.purpose);
  return {
    year: Number.isInteger(year) && (year as number) >= 2000 && (year as number) <= 2100 ? (year as number) : undefined,
    purpose: typeof purpose === 'string' && purpose !== '' && purpose.length <= 200 ? purpose : undefined,
  };
}
