import { answerAt, type SummaryValue } from './answer-summary.ts';
import { resolvePointer } from './json-pointer.ts';
import type { WizardAnswers, WizardManifest, WizardStep } from './wizard.ts';

type Json = Record<string, unknown>;
/** A form's schema and ui schema by form id (the browser's loaded forms, the server's catalogue). */
export type FormOf = (formId: string) => { schema: Json; uiSchema: Json } | undefined;

const stepOf = (pointer: string) => pointer.split('/')[1] ?? '';
const inStep = (pointer: string) => `/${pointer.split('/').slice(2).join('/')}`;

/**
 * What staff may name on a certificate, read where the wizard's manifest says (`certificate.items`):
 * one entry a row of each declared table of the application's visible steps, each entry the
 * row's label parts as the answers summary gives them (a product's title to translate, a typed
 * name). Rows of a step the application does not have are left out.
 */
export function certificateItemParts(manifest: WizardManifest, steps: readonly WizardStep[], answers: WizardAnswers, formOf: FormOf): SummaryValue[][] {
  const out: SummaryValue[][] = [];
  for (const declared of manifest.certificate?.items ?? []) {
    const step = steps.find((s) => s.id === stepOf(declared.rows));
    const form = step && formOf(step.form);
    if (!step || !form) continue;
    const stepAnswers = answers[step.id];
    const rows = resolvePointer(stepAnswers ?? {}, inStep(declared.rows)).value;
    if (!Array.isArray(rows)) continue;
    rows.forEach((_row, index) => {
      const parts = declared.label
        .map((column) => answerAt(form.schema, form.uiSchema, stepAnswers, `${inStep(declared.rows)}/${index}${column}`))
        .filter((part): part is SummaryValue => part !== null);
      if (parts.length) out.push(parts);
    });
  }
  return out;
}

/** The holder's number the answers give (the GGN), from the first declared place answered. */
export function holderNumberOf(manifest: WizardManifest, steps: readonly WizardStep[], answers: WizardAnswers): string | undefined {
  for (const pointer of manifest.certificate?.holderNumber ?? []) {
    if (!steps.some((s) => s.id === stepOf(pointer))) continue;
    const { value } = resolvePointer(answers, pointer);
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}
