import { visibleSteps, type WizardAnswers, type WizardManifest, type WizardStep } from '../../engine/wizard.ts';
import { schemaCatalogOf, SCHEMAS_DIR } from '../../engine/schema-folder.ts';
import type { SchemaCatalog } from '../../engine/schema-catalog.ts';
import { createAjv } from '../../validation/create-ajv.ts';
import { stepConditions } from '../../validation/step-conditions.ts';
import { createFormRegistry } from '../../validation/validate.ts';
import { withApplicationStart } from '../../validation/rules/year-window.ts';
import type { StepProblems } from '../../validation/answer-rules.ts';
import { withOptionLabels } from '../../validation/option-labels.ts';

export type { StepProblems };

export interface LoadedWizard {
  manifest: WizardManifest;
  /** The steps shown for these answers, in order. */
  visible(answers: WizardAnswers): WizardStep[];
}

/** Thrown for a wizard id that no manifest of the catalogue has. */
export class UnknownWizardError extends Error {
  constructor(readonly wizardId: string) {
    super(`unknown wizard "${wizardId}"`);
    this.name = 'UnknownWizardError';
  }
}

/**
 * Wizard manifests and the forms their steps name, from the folder's one catalogue
 * (src/engine/schema-folder.ts: read once per process; they are files of the release). A
 * wizard is looked up by id among them, never read from a path built from a request.
 * Each step's `when` is compiled with the portal's Ajv factory on first use.
 */
export function createWizardRegistry(source: string | SchemaCatalog = SCHEMAS_DIR) {
  // a folder (today's questionnaires), or the catalogue of a revision kept in the database
  // (server/revisions: a submitted application is judged and shown with its own)
  const forms = createFormRegistry(source);
  const ajv = createAjv();
  const catalog = typeof source === 'string' ? schemaCatalogOf(source) : source;
  const manifests = new Map<string, WizardManifest>(catalog.wizards.map((m) => [m.id, m]));
  const cache = new Map<string, LoadedWizard>();

  function load(wizardId: string): LoadedWizard {
    const cached = cache.get(wizardId);
    if (cached) return cached;
    const manifest = manifests.get(wizardId);
    if (!manifest) throw new UnknownWizardError(wizardId);
    const holds = stepConditions(manifest, ajv);
    const loaded: LoadedWizard = { manifest, visible: (answers) => visibleSteps(manifest, answers, holds) };
    cache.set(wizardId, loaded);
    return loaded;
  }

  return {
    load,
    /**
     * Compiles every wizard's step conditions and step forms, one at a time, yielding to the
     * event loop between them: done after the server answers (main.ts), so that the first
     * person to start or submit an application after a start does not wait ~100-200 ms for
     * them, and no request waits long behind the warm-up.
     */
    async warm(): Promise<void> {
      for (const wizardId of manifests.keys()) {
        await nextTurn();
        for (const step of load(wizardId).manifest.steps) {
          await nextTurn();
          forms.prepare(step.form);
        }
      }
    },
    /** Whether the catalogue has a wizard with this id. */
    has: (wizardId: string) => manifests.has(wizardId),
    ids: () => [...manifests.keys()],
    /** A step form's schema with its references bundled: what its cross-step rules are read from. */
    formSchema: (form: string): object | undefined => catalog.forms.get(form)?.schema,
    /** The forms (schema with references bundled, ui schema) the steps name. */
    forms: catalog.forms,
    /**
     * Each visible step whose answers fail its form, with the form's issues. Empty = complete.
     * `startedAt`: when the application was started, so that a year relative to today
     * (`yearWindow`) still accepts the application's own year in the years after.
     */
    problems(steps: readonly WizardStep[], answers: WizardAnswers, startedAt?: Date | string): StepProblems[] {
      const startedYear = startedAt === undefined ? undefined : new Date(startedAt).getFullYear();
      return withApplicationStart(startedYear, () =>
        steps
          .map((step) => ({ step: step.id, form: step.form, issues: withOptionLabels(forms.validate(step.form, answers[step.id] ?? {}), catalog.forms.get(step.form)?.schema) }))
          .filter((p) => p.issues.length > 0),
      );
    },
  };
}
export type WizardRegistry = ReturnType<typeof createWizardRegistry>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const registries = new Map<string, WizardRegistry>();

/** The process's one wizard registry (and so one form registry) per schemas folder, shared by every handler. */
export function wizardRegistryOf(schemasDir: string = SCHEMAS_DIR): WizardRegistry {
  let registry = registries.get(schemasDir);
  if (!registry) registries.set(schemasDir, (registry = createWizardRegistry(schemasDir)));
  return registry;
}
