import fs from 'node:fs';
import path from 'node:path';
import { SCHEMAS_DIR } from '../../engine/schema-folder.ts';
import type { FileRef } from '../core/db/lifecycle-types';
import { wizardRegistryOf } from '../applications/wizards';

type Answers = Record<string, unknown>;

/** A step form's demo sample: `fixtures/<form>.demo.json` where the demo answers otherwise, else the form's sample. */
function sample(form: string): unknown {
  for (const name of [`${form}.demo.json`, `${form}.json`]) {
    const file = path.join(SCHEMAS_DIR, 'fixtures', name);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  }
  return undefined;
}

const isFileRef = (value: unknown): value is FileRef =>
  !!value && typeof value === 'object' && !Array.isArray(value) && ['id', 'name', 'size', 'media_type'].every((key) => key in value);

/** The answers with every file reference replaced by what `store` gives for it (one call per referenced file). */
async function withStoredFiles(value: unknown, store: (ref: FileRef) => Promise<FileRef>, stored = new Map<string, Promise<FileRef>>()): Promise<unknown> {
  if (isFileRef(value)) {
    if (!stored.has(value.id)) stored.set(value.id, store(value));
    return stored.get(value.id);
  }
  if (Array.isArray(value)) return Promise.all(value.map((item) => withStoredFiles(item, store, stored)));
  if (!value || typeof value !== 'object') return value;
  const entries = await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await withStoredFiles(item, store, stored)] as const));
  return Object.fromEntries(entries);
}

/**
 * A whole application of a wizard as the demo answers it, from the forms' own samples (a
 * `.demo` sample where the demo differs, e.g. the organic scope of a plant producer): every
 * step it shows answered, so the demo's submitted applications read like real ones. Each
 * referenced document is given to `store`, which answers with a stored file: a demo document
 * must download.
 */
export async function demoAnswers(wizardId: string, year: number, store: (ref: FileRef) => Promise<FileRef>): Promise<Answers> {
  const wizard = wizardRegistryOf().load(wizardId);
  const answers: Answers = {};
  for (const step of wizard.manifest.steps) {
    const answer = sample(step.form);
    if (answer !== undefined) answers[step.id] = answer;
  }
  // the general step (common to every wizard): the demo's year and a first application
  const { transfer: _transfer, customer_id: _customer, ...general } = (answers.general ?? {}) as Answers;
  answers.general = { ...general, year, purpose: 'initial', send_offer_to: 'customer', proposed_inspection_date: `${year}-05-18` };
  const shown = Object.fromEntries(wizard.visible(answers).flatMap((step) => (answers[step.id] === undefined ? [] : [[step.id, answers[step.id]]])));
  return (await withStoredFiles(shown, store)) as Answers;
}
