/**
 * Migrations as data (docs/revisions.md): `schemas/wizards/<id>.migrations.json` says, for each
 * published version step, how a draft's answers move from one to the next. This file reads and
 * checks such a file and picks the steps between two versions; migrate.ts applies them.
 */

type Json = Record<string, unknown>;
type Scalar = string | number | boolean;

/** Moves an answer (`*` stands for every row of a table: into, out of or between tables). */
export interface RenameChange {
  rename: string;
  to: string;
}
/** Maps old choice codes to new ones, in a single answer or a list answer. */
export interface ChoicesChange {
  choices: string;
  map: Record<string, Scalar>;
}
/** The question is no longer asked: its answer is kept as "no longer asked". */
export interface DropChange {
  drop: string;
}
/** A new required question: the draft will ask it, and the notice says so. */
export interface AskChange {
  ask: string;
}
/** A new question answered from an old answer, through `map` when given (keys: the old answer as text). */
export interface FillChange {
  fill: string;
  from: string;
  map?: Record<string, unknown>;
}
export type MigrationChange = RenameChange | ChoicesChange | DropChange | AskChange | FillChange;

/** The changes from one published version to the next. */
export interface MigrationStep {
  from: number;
  to: number;
  /** What changed, for the reader of the file (not shown to applicants). */
  note?: string;
  changes: MigrationChange[];
}

/** A wizard's migrations file. */
export interface WizardMigrations {
  wizard: string;
  migrations: MigrationStep[];
}

/** Where a wizard's migrations live under schemas/. */
export const migrationsPath = (wizardId: string) => `wizards/${wizardId}.migrations.json`;

/** A pointer's segments, unescaped (RFC 6901): `/a/b~1c` → `['a', 'b/c']`. */
export const segmentsOf = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

const stars = (pointer: string) => segmentsOf(pointer).filter((s) => s === '*').length;
const isJson = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The kind of a change and its pointers (`at`: the answer it changes; `from`: where a rename or fill reads). */
export function changeKind(change: MigrationChange): { kind: 'rename' | 'choices' | 'drop' | 'ask' | 'fill'; at: string; from?: string } {
  if ('rename' in change) return { kind: 'rename', at: change.to, from: change.rename };
  if ('choices' in change) return { kind: 'choices', at: change.choices };
  if ('drop' in change) return { kind: 'drop', at: change.drop };
  if ('ask' in change) return { kind: 'ask', at: change.ask };
  return { kind: 'fill', at: change.fill, from: change.from };
}

function pointerProblem(pointer: unknown): string | undefined {
  if (typeof pointer !== 'string' || !/^\/[^/]+\/[^/]/.test(pointer)) return 'a pointer into the answers, "/<step id>/<property>…"';
  const segments = segmentsOf(pointer);
  if (segments[0] === '*' || segments.at(-1) === '*') return '"*" stands for the rows of a table, between the table and a column';
  return undefined;
}

/**
 * What is wrong with a migrations file beyond its shape (schemas/_meta/migrations.schema.json
 * checks that): pointers, the number of `*` a rename or fill can carry over, versions that
 * go forward without overlapping. Each problem with its JSON pointer in the file.
 */
export function migrationProblems(value: unknown, wizardId?: string): { pointer: string; message: string }[] {
  const problems: { pointer: string; message: string }[] = [];
  if (!isJson(value) || !Array.isArray(value.migrations)) return [{ pointer: '', message: 'a migrations file is {"wizard": id, "migrations": [{"from", "to", "changes"}]}' }];
  if (wizardId !== undefined && value.wizard !== wizardId) problems.push({ pointer: '/wizard', message: `must be "${wizardId}", the wizard this file sits beside` });
  let last = 0;
  value.migrations.forEach((step: unknown, i) => {
    const at = `/migrations/${i}`;
    if (!isJson(step) || !Number.isInteger(step.from) || !Number.isInteger(step.to) || !Array.isArray(step.changes)) {
      problems.push({ pointer: at, message: 'each migration has "from" and "to" versions and a list of "changes"' });
      return;
    }
    const [from, to] = [step.from as number, step.to as number];
    if (from >= to) problems.push({ pointer: `${at}/to`, message: `must be later than "from" (${from})` });
    if (from < last) problems.push({ pointer: `${at}/from`, message: `migrations go in version order without overlapping: this one starts before ${last}` });
    last = Math.max(last, to);
    (step.changes as unknown[]).forEach((change, j) => {
      const where = `${at}/changes/${j}`;
      if (!isJson(change)) return problems.push({ pointer: where, message: 'a change is an object' });
      const kinds = ['rename', 'choices', 'drop', 'ask', 'fill'].filter((k) => k in change);
      if (kinds.length !== 1) return problems.push({ pointer: where, message: 'a change is exactly one of rename, choices, drop, ask, fill' });
      const { kind, at: target, from: source } = changeKind(change as unknown as MigrationChange);
      const pointers: [string, unknown][] =
        kind === 'rename' ? [['rename', change.rename], ['to', change.to]] : kind === 'fill' ? [['fill', change.fill], ['from', change.from]] : [[kind, change[kind]]];
      for (const [key, pointer] of pointers) {
        const problem = pointerProblem(pointer);
        if (problem) problems.push({ pointer: `${where}/${key}`, message: problem });
      }
      if (kind === 'choices' && (!isJson(change.map) || !Object.keys(change.map).length)) problems.push({ pointer: `${where}/map`, message: 'maps old codes to new ones: {"old": "new"}' });
      if (kind === 'fill' && change.map !== undefined && !isJson(change.map)) problems.push({ pointer: `${where}/map`, message: 'maps old answers (as text) to new ones: {"yes": true}' });
      if ((kind === 'rename' || kind === 'fill') && typeof target === 'string' && typeof source === 'string') {
        const [s, t] = [stars(source), stars(target)];
        if (s !== t && !(s === 1 && t === 0) && !(s === 0 && t === 1)) {
          problems.push({ pointer: where, message: `carries ${s} "*" to ${t}: rows map to rows, or one answer goes into every row of one table, or out of one` });
        }
      }
    });
  });
  return problems;
}

/** A migrations file, checked; an absent file (undefined) is a wizard without migrations. Throws naming the first problem. */
export function parseMigrations(value: unknown, wizardId: string): WizardMigrations {
  if (value === undefined) return { wizard: wizardId, migrations: [] };
  const problems = migrationProblems(value, wizardId);
  if (problems.length) throw new Error(`schemas/${migrationsPath(wizardId)}#${problems[0].pointer}: ${problems[0].message}`);
  return value as WizardMigrations;
}

/** The migrations of a wizard among a catalogue's files (`catalog.files`); none when it has no file. */
export const migrationsOf = (files: Record<string, unknown>, wizardId: string): WizardMigrations => parseMigrations(files[migrationsPath(wizardId)], wizardId);

/**
 * The steps that take answers from version `from` to version `to`, in order. Versions published
 * without a breaking change have no entry: nothing to do between them.
 */
export function migrationChain(migrations: WizardMigrations, from: number, to: number): MigrationStep[] {
  if (to < from) throw new Error(`${migrations.wizard}: answers do not move back from version ${from} to ${to}`);
  return migrations.migrations.filter((step) => step.from >= from && step.to <= to).sort((a, b) => a.from - b.from);
}
