import { describe, expect, it } from 'vitest';
import { migrationChain, migrationProblems, parseMigrations } from '../../../../src/engine/revisions/migrations';

describe('migrations files', () => {
  const file = {
    wizard: 'bio',
    migrations: [
      { from: 1, to: 2, changes: [{ drop: '/scope/a' }] },
      { from: 3, to: 4, changes: [{ ask: '/scope/b' }] },
    ],
  };

  it('picks the steps between two versions, in order; versions published without a breaking change have none', () => {
    const migrations = parseMigrations(file, 'bio');
    expect(migrationChain(migrations, 1, 4).map((s) => s.from)).toEqual([1, 3]);
    expect(migrationChain(migrations, 2, 4).map((s) => s.from)).toEqual([3]);
    expect(migrationChain(migrations, 1, 3).map((s) => s.from)).toEqual([1]);
    expect(migrationChain(migrations, 4, 4)).toEqual([]);
    expect(parseMigrations(undefined, 'bio')).toEqual({ wizard: 'bio', migrations: [] });
  });

  it('names each mistake with its pointer in the file', () => {
    expect(
      migrationProblems(
        {
          wizard: 'globalgap',
          migrations: [
            { from: 2, to: 2, changes: [{ rename: 'scope/a', to: '/scope/b' }] },
            { from: 1, to: 3, changes: [{ drop: '/scope/t/*' }, { rename: '/s/t/*/u/*/c', to: '/s/c' }, { drop: '/x/y', ask: '/x/y' }, { choices: '/s/c', map: {} }] },
          ],
        },
        'bio',
      ),
    ).toEqual([
      { pointer: '/wizard', message: 'must be "bio", the wizard this file sits beside' },
      { pointer: '/migrations/0/to', message: 'must be later than "from" (2)' },
      { pointer: '/migrations/0/changes/0/rename', message: 'a pointer into the answers, "/<step id>/<property>…"' },
      { pointer: '/migrations/1/from', message: 'migrations go in version order without overlapping: this one starts before 2' },
      { pointer: '/migrations/1/changes/0/drop', message: '"*" stands for the rows of a table, between the table and a column' },
      { pointer: '/migrations/1/changes/1', message: 'carries 2 "*" to 0: rows map to rows, or one answer goes into every row of one table, or out of one' },
      { pointer: '/migrations/1/changes/2', message: 'a change is exactly one of rename, choices, drop, ask, fill' },
      { pointer: '/migrations/1/changes/3/map', message: 'maps old codes to new ones: {"old": "new"}' },
    ]);
    expect(() => parseMigrations({ wizard: 'bio', migrations: [{ from: 1, to: 1, changes: [] }] }, 'bio')).toThrow('schemas/wizards/bio.migrations.json#/migrations/0/to: must be later');
  });
});
