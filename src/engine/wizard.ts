import type { PrefillRule } from './wizard-prefill-rule.ts';

/** One step of a wizard manifest (schemas/wizards/*.json). */
export interface WizardStep {
  /** Key of the step's answers in an application's `answers` object. */
  id: string;
  /** The form the step shows: its id under schemas/ (`bio/plant-production`). */
  form: string;
  /** Message id of the step's title; the form's own title when absent. */
  title?: string;
  /** JSON Schema the answers so far must satisfy for the step to appear. */
  when?: Record<string, unknown>;
  /** `submission`: the step where the signed documents are uploaded; the last one, one per wizard. */
  role?: 'submission';
}

export interface WizardManifest {
  id: string;
  title: string;
  version: number;
  /** JSON pointers into the answers to what application lists show and filter on (`/general/year`). */
  listed?: { year?: string; purpose?: string };
  /** What the authorities' reports read of the answers (wizard-report.ts, docs/reports.md). */
  report?: ReportDeclaration;
  /** The purpose answer a renewal starts with (`"renewal"`); a wizard without one offers no renewal (wizard-renewal.ts). */
  renewalPurpose?: string;
  /** What a certificate of this wizard's applications names, read from the answers (certificate-items.ts). */
  certificate?: CertificateDeclaration;
  /**
   * JSON pointers into the answers to what a customer may have one active application for at a
   * time (`["/scope/standard"]`; `["/scope/activities", "/scope/sub_scopes"]`: each activity for
   * each sub-scope). wizard-one-active.ts.
   */
  oneActiveApplicationPer?: string[];
  /** What a new application takes from the applicant's profile (wizard-prefill.ts). */
  prefill?: PrefillRule[];
  steps: WizardStep[];
}

/** Id of the read-only review page the wizard shows before the submission step; no step may use it. */
/** Pointers into the answers (a step id first) to what a report of the certification body names. */
export interface ReportDeclaration {
  operatorType?: string;
  activities?: string;
  productCategories?: string;
  /** A table's rows and, within a row, its area: summed and counted. */
  areas?: { rows: string; area: string };
}

/**
 * Where a certificate's facts stand in the answers, as JSON pointers starting with a step id:
 * the holder's number (the GGN; the first answered of several places) and the rows whose
 * labels are the products and units staff pick from at the decision.
 */
export interface CertificateDeclaration {
  holderNumber?: string[];
  items?: { rows: string; label: string[] }[];
}

export const REVIEW_STEP_ID = 'review';

/** The step where the application is submitted (`role: "submission"`). */
export const submissionStep = (steps: readonly WizardStep[]) => steps.find((step) => step.role === 'submission');

/** Answers of an application: each step's form data under the step's id. */
export type WizardAnswers = Record<string, unknown>;

/** Decides whether a step's `when` holds; compiled Ajv on the server, precompiled in the browser. */
export type ConditionCheck = (step: WizardStep, answers: WizardAnswers) => boolean;

/** Id under which a step's condition is compiled: `wizards/bio#plant-production`. */
export const conditionId = (wizardId: string, stepId: string) => `wizards/${wizardId}#${stepId}`;

/**
 * The steps a person sees for the answers given so far, in manifest order. A step's
 * condition only reads answers of earlier steps, so answers of hidden later steps (left from
 * an earlier choice) never make a step appear.
 */
export function visibleSteps(manifest: WizardManifest, answers: WizardAnswers, holds: ConditionCheck): WizardStep[] {
  const visible: WizardStep[] = [];
  const sofar: WizardAnswers = {};
  for (const step of manifest.steps) {
    if (!step.when || holds(step, sofar)) {
      visible.push(step);
      if (answers[step.id] !== undefined) sofar[step.id] = answers[step.id];
    }
  }
  return visible;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The step ids a `when` reads (names under `properties`, `required`, …, at the answers' top level), with pointers. */
export function stepsRead(when: unknown, pointer = ''): { id: string; pointer: string }[] {
  if (!isObject(when)) return [];
  const found: { id: string; pointer: string }[] = [];
  if (isObject(when.properties)) Object.keys(when.properties).forEach((id) => found.push({ id, pointer: `${pointer}/properties/${id}` }));
  if (Array.isArray(when.required)) when.required.forEach((id, i) => found.push({ id: String(id), pointer: `${pointer}/required/${i}` }));
  for (const key of ['dependentRequired', 'dependentSchemas', 'dependencies']) {
    if (isObject(when[key])) Object.keys(when[key] as Json).forEach((id) => found.push({ id, pointer: `${pointer}/${key}/${id}` }));
  }
  for (const key of ['not', 'if', 'then', 'else']) found.push(...stepsRead(when[key], `${pointer}/${key}`));
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(when[key])) (when[key] as unknown[]).forEach((sub, i) => found.push(...stepsRead(sub, `${pointer}/${key}/${i}`)));
  }
  return found;
}

/**
 * The earlier steps whose answers bring a step (those its `when` reads), in manifest order;
 * none for a step every application has. "Beekeeping" comes from the answers in "Scope".
 */
export function stepsBringing(manifest: WizardManifest, step: WizardStep): WizardStep[] {
  if (!step.when) return [];
  const read = new Set(stepsRead(step.when).map((found) => found.id));
  return manifest.steps.filter((earlier) => earlier !== step && read.has(earlier.id));
}

/** Only the answers of visible steps: what is submitted and validated. */
export function visibleAnswers(steps: readonly WizardStep[], answers: WizardAnswers): WizardAnswers {
  return Object.fromEntries(steps.filter((s) => answers[s.id] !== undefined).map((s) => [s.id, answers[s.id]]));
}

/** Where to resume: the saved step if it is still visible, else the first one. */
export function resumeStep(steps: readonly WizardStep[], savedStepId: string | null | undefined): WizardStep | undefined {
  return steps.find((s) => s.id === savedStepId) ?? steps[0];
}

export function neighbours(steps: readonly WizardStep[], stepId: string) {
  const index = steps.findIndex((s) => s.id === stepId);
  return {
    index,
    previous: index > 0 ? steps[index - 1] : undefined,
    next: index >= 0 && index < steps.length - 1 ? steps[index + 1] : undefined,
    /** 1-based position and total, for "step 3 of 9". */
    position: index + 1,
    total: steps.length,
  };
}

/** Manifest problems the meta schema cannot see: unknown forms, repeated step ids. */
export function manifestProblems(manifest: WizardManifest, formIds: ReadonlySet<string>): { pointer: string; message: string }[] {
  const problems: { pointer: string; message: string }[] = [];
  const seen = new Set<string>();
  manifest.steps.forEach((step, index) => {
    if (!formIds.has(step.form)) {
      problems.push({ pointer: `/steps/${index}/form`, message: `step "${step.id}" names a form that does not exist: "${step.form}"` });
    }
    if (seen.has(step.id)) problems.push({ pointer: `/steps/${index}/id`, message: `step id "${step.id}" is used twice` });
    seen.add(step.id);
  });
  return problems;
}
