import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { WizardAnswers } from '../../engine/wizard.ts';
import { formCatalog } from '../form-catalog.ts';
import { missingRenderers } from '../form-renderers.ts';
import { visibleWizardSteps, wizardManifest } from '../wizard-catalog.ts';

/**
 * Starts fetching the renderers (choice lists, dates, yes/no boxes) of the step a wizard will
 * open at: the step the application was left at, else its first visible step. A route loader
 * calls this beside the screen's own script, so on a slow network they arrive together
 * instead of in a round trip of their own once the step's form has rendered and asked for them.
 * Its wizard's validators must be loaded (they decide which steps are visible).
 */
export function preloadStepRenderers(wizardId: string, stepId: string | null, answers: WizardAnswers): void {
  const manifest = wizardManifest(wizardId);
  if (!manifest) return;
  const step = manifest.steps.find((candidate) => candidate.id === stepId) ?? visibleWizardSteps(manifest, answers)[0];
  const form = step ? formCatalog.get(step.form) : undefined;
  if (!form) return;
  for (const renderer of missingRenderers(form.schema as RJSFSchema, form.uiSchema as UiSchema)) void renderer.preload?.();
}
