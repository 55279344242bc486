import type { WizardAnswers, WizardManifest } from './wizard.ts';
import { listedAnswers } from './wizard-listed.ts';
import { setPointer } from './json-pointer.ts';

/**
 * The answers a renewal starts from: last period's own answers for the next year, with the
 * purpose the manifest names for a renewal (`renewalPurpose`), and the submission step left
 * to be signed again (`fresh`: what the profile fills there today). Undefined when the wizard
 * offers no renewal (no `renewalPurpose`, or no listed year to move on).
 */
export function renewalAnswers(manifest: WizardManifest, previous: WizardAnswers, previousYear: number | null, fresh: WizardAnswers): { answers: WizardAnswers; year: number; purpose: string } | undefined {
  const { renewalPurpose } = manifest;
  const yearAt = manifest.listed?.year;
  const purposeAt = manifest.listed?.purpose;
  if (!renewalPurpose || !yearAt || !purposeAt) return undefined;
  const year = (previousYear ?? listedAnswers(manifest, previous).year ?? new Date().getUTCFullYear()) + 1;
  const answers = structuredClone(previous) as Record<string, unknown>;
  for (const step of manifest.steps) {
    if (step.role !== 'submission') continue;
    if (fresh[step.id] === undefined) delete answers[step.id];
    else answers[step.id] = structuredClone(fresh[step.id]);
  }
  setPointer(answers, yearAt, year);
  setPointer(answers, purposeAt, renewalPurpose);
  return { answers: answers as WizardAnswers, year, purpose: renewalPurpose };
}

