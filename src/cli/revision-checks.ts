/**
 * The part of `npm run schemas:check` that knows what is published (docs/revisions.md): each
 * wizard's working tree against its last published revision (`schemas/published/`), refusing a
 * breaking change no migration covers and saying which migration to declare; and each
 * migrations file, its pointers included.
 */
import type { SchemaProblem, SchemaProject } from '../engine/checks/check-project.ts';
import { isMigrationsPath, isWizardPath } from '../engine/schema-catalog.ts';
import { catalogOfBundle, revisionBundle, revisionHash, type RevisionBundle } from '../engine/revisions/bundle.ts';
import { compareRevisions, type RevisionChange } from '../engine/revisions/compare.ts';
import { changeKind, migrationProblems, migrationsPath, parseMigrations, segmentsOf, type WizardMigrations } from '../engine/revisions/migrations.ts';
import { choicesOf, placeAt } from '../engine/revisions/schema-view.ts';
import type { PublishedList } from '../engine/revisions/revisions-folder.ts';
import type { WizardManifest } from '../engine/wizard.ts';

const json = (value: unknown) => JSON.stringify(value);

/** What to declare for a breaking change, in words an analyst can copy. */
function advice(change: RevisionChange, wizardId: string, from: number, to: number, changes: RevisionChange[]): string {
  const where = `in schemas/${migrationsPath(wizardId)}, under {"from": ${from}, "to": ${to}}`;
  const p = change.pointer;
  switch (change.kind) {
    case 'question-removed': {
      // a question added beside it with the same title or in the same place looks like where it went
      const parent = p.slice(0, p.lastIndexOf('/'));
      const added = changes.filter((c) => c.kind === 'question-added' && !c.migration);
      const guess = added.find((c) => c.title && c.title === change.title) ?? added.find((c) => c.pointer.slice(0, c.pointer.lastIndexOf('/')) === parent);
      return `the answer at ${p} (published in version ${from}) is no longer asked here: declare where it went, ${json({ rename: p, to: guess?.pointer ?? `${parent}/…` })}, or that it is no longer asked, ${json({ drop: p })}, ${where}`;
    }
    case 'choice-removed':
      return `the choice ${json(change.choice)} of ${p} (published in version ${from}) is gone: map it to one of today's, ${json({ choices: p, map: { [String(change.choice)]: '…' } })}, or declare the question no longer asked, ${json({ drop: p })}, ${where}`;
    case 'question-added':
      return `${p} is a new required question: declare ${json({ ask: p })} (or answer it from an old answer: ${json({ fill: p, from: '/…', map: { '…': '…' } })}) ${where}`;
    case 'type-changed':
      return `${p} changed type from ${(change.before as string[]).join('|') || 'any'} to ${(change.after as string[]).join('|') || 'any'}: declare ${json({ drop: p })} and ${json({ ask: p })}, or convert the old answers, ${json({ fill: p, from: p, map: { '…': '…' } })}, ${where}`;
    default:
      return `${change.kind} at ${p} needs a migration ${where}`;
  }
}

/** Pointers of the migrations still to publish that today's forms do not hold, and mapped choices they do not offer. */
function pendingMigrationProblems(migrations: WizardMigrations, current: RevisionBundle, published: number): SchemaProblem[] {
  const catalog = catalogOfBundle(current);
  const schemas = new Map(current.wizard.steps.map((step) => [step.id, catalog.forms.get(step.form)?.schema]));
  const file = migrationsPath(current.wizard.id);
  const problems: SchemaProblem[] = [];
  migrations.migrations.forEach((step, i) => {
    if (step.from < published) return; // published migrations are history: today's forms may have moved on
    step.changes.forEach((change, j) => {
      const { kind, at } = changeKind(change);
      if (kind === 'drop') return;
      const [stepId, ...path] = segmentsOf(at);
      const schema = schemas.get(stepId);
      const place = schema && placeAt(schema, path);
      const pointer = `/migrations/${i}/changes/${j}/${kind === 'rename' ? 'to' : kind}`;
      if (!place) return problems.push({ file, pointer, message: `today's forms ask nothing at ${at}` });
      if ('choices' in change) {
        const offered = choicesOf(place);
        for (const code of Object.values(change.map)) {
          if (offered && ![...offered.keys()].includes(code)) problems.push({ file, pointer: `/migrations/${i}/changes/${j}/map`, message: `${json(code)} is not a choice of ${at} today` });
        }
      }
    });
  });
  return problems;
}

/** The checks against the published revisions, for every wizard of the project. */
export function revisionProblems(project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const files = project.files;
  for (const [path, content] of Object.entries(files)) {
    if (!isMigrationsPath(path)) continue;
    const wizardId = path.slice('wizards/'.length, -'.migrations.json'.length);
    if (!files[`wizards/${wizardId}.json`]) problems.push({ file: path, pointer: '', message: `migrations of a wizard that does not exist: schemas/wizards/${wizardId}.json` });
    problems.push(...migrationProblems(content, wizardId).map((p) => ({ file: path, ...p })));
  }
  if (problems.length) return problems; // the comparisons below read the migrations

  for (const path of Object.keys(files).filter(isWizardPath)) {
    const manifest = files[path] as WizardManifest;
    const wizardId = manifest.id;
    const listPath = `published/${wizardId}.json`;
    const list = files[listPath] as PublishedList | undefined;
    if (!list) continue; // never published: nothing rests on it yet
    if (!Array.isArray(list.versions) || !list.versions.length) {
      problems.push({ file: listPath, pointer: '', message: 'expected {"wizard": id, "versions": [{"version", "hash"}]} (written by npm run schemas:publish)' });
      continue;
    }
    const before = problems.length;
    for (const [i, { version, hash }] of list.versions.entries()) {
      const bundle = files[`published/${wizardId}/v${version}.json`] as RevisionBundle | undefined;
      if (!bundle) problems.push({ file: listPath, pointer: `/versions/${i}`, message: `schemas/published/${wizardId}/v${version}.json is missing` });
      else if (revisionHash(bundle) !== hash) {
        problems.push({ file: `published/${wizardId}/v${version}.json`, pointer: '', message: `its hash is not the published ${hash}: a published revision is never edited (npm run schemas:publish -- ${wizardId} --again rewrites the last one before anyone uses it)` });
      }
    }
    const last = list.versions.reduce((a, b) => (b.version > a.version ? b : a));
    const published = files[`published/${wizardId}/v${last.version}.json`] as RevisionBundle | undefined;
    if (!published || problems.length > before) continue;
    if (manifest.version < last.version) {
      problems.push({ file: path, pointer: '/version', message: `is ${manifest.version}, lower than the published version ${last.version}` });
      continue;
    }
    let current: RevisionBundle;
    try {
      current = revisionBundle({ files }, project.catalogues, wizardId);
    } catch {
      continue; // a manifest naming a missing form: the wizard's own checks name it
    }
    if (revisionHash(current) === last.hash) continue;
    const migrations = parseMigrations(files[migrationsPath(wizardId)], wizardId);
    const next = Math.max(manifest.version, last.version + 1);
    const changes = compareRevisions(published, current, migrations);
    for (const change of changes.filter((c) => c.breaking && !c.migration)) {
      problems.push({ file: change.file, pointer: change.schemaPointer, message: advice(change, wizardId, last.version, next, changes) });
    }
    problems.push(...pendingMigrationProblems(migrations, current, last.version));
  }
  return problems;
}
