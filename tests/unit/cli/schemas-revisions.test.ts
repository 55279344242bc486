import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaProject } from '../../../src/cli/load-schema-project';
import { publishRevision } from '../../../src/cli/publish-revision';
import { revisionProblems } from '../../../src/cli/revision-checks';
import { migrateDraft } from '../../../src/engine/revisions/migrate';
import { parseMigrations } from '../../../src/engine/revisions/migrations';
import { currentRevisions, readPublishedRevision } from '../../../src/engine/revisions/revisions-folder';
import { BIO_MIGRATION, changeBio, changeGlobalgap, GLOBALGAP_MIGRATION } from '../engine/revisions/analysts-changes';

/**
 * schemas:check against the published revision (docs/revisions.md), in a copy of schemas/ and
 * locales/ where version 1 of both questionnaires is published from today's files and then
 * changed as an analyst would: each breaking change is refused until its migration is declared.
 */
const root = mkdtempSync(join(tmpdir(), 'schemas-revisions-'));
const schemas = join(root, 'schemas');
const locales = join(root, 'locales');
const readJson = (file: string) => JSON.parse(readFileSync(join(schemas, file), 'utf8'));
const writeJson = (file: string, value: unknown) => writeFileSync(join(schemas, file), `${JSON.stringify(value, null, 2)}\n`);
const FILES = [
  'wizards/bio.json',
  'wizards/globalgap.json',
  'bio/plant-production.schema.json',
  'bio/plant-production.ui.json',
  'bio/scope.schema.json',
  'globalgap/appendix-2.schema.json',
  'globalgap/appendix-2.ui.json',
];
let original: Record<string, string>;

/** The analyst's files changed in place (analysts-changes.ts). */
function edit(change: (files: Record<string, unknown>) => void) {
  const files = Object.fromEntries(FILES.map((f) => [f, readJson(f)]));
  change(files);
  for (const f of FILES) writeJson(f, files[f]);
}
const declare = (wizard: string, changes: object[]) => writeJson(`wizards/${wizard}.migrations.json`, { wizard, migrations: [{ from: 1, to: 2, changes }] });
const problems = () => revisionProblems(loadSchemaProject(schemas, locales)).map((p) => `${p.file}#${p.pointer}: ${p.message}`);

beforeAll(() => {
  cpSync('schemas', schemas, { recursive: true, filter: (src) => !src.includes('/published') });
  cpSync('locales', locales, { recursive: true });
  for (const wizardId of ['bio', 'globalgap']) publishRevision({ schemasDir: schemas, localesDir: locales, wizardId });
  original = Object.fromEntries(FILES.map((f) => [f, readFileSync(join(schemas, f), 'utf8')]));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
const restore = () => {
  for (const [f, text] of Object.entries(original)) writeFileSync(join(schemas, f), text);
  rmSync(join(schemas, 'wizards/bio.migrations.json'), { force: true });
  rmSync(join(schemas, 'wizards/globalgap.migrations.json'), { force: true });
};

describe('publishing', () => {
  it('writes the bundle and its fingerprint, which read back to the same revision as the files', () => {
    const published = readPublishedRevision('bio', 1, schemas);
    expect(published.hash).toBe(currentRevisions(schemas, locales).bio.hash);
    expect(readJson('published/bio.json')).toEqual({ wizard: 'bio', versions: [{ version: 1, hash: published.hash }] });
    expect(problems()).toEqual([]);
  });

  it('refuses to publish again what did not change; --again rewrites the last version', () => {
    expect(() => publishRevision({ schemasDir: schemas, localesDir: locales, wizardId: 'bio' })).toThrow('bio: nothing changed since version 1');
    expect(publishRevision({ schemasDir: schemas, localesDir: locales, wizardId: 'bio', again: true }).version).toBe(1);
  });

  it('a published bundle edited by hand is refused', () => {
    const bundle = readJson('published/globalgap/v1.json');
    writeJson('published/globalgap/v1.json', { ...bundle, defs: {} });
    try {
      expect(problems()).toEqual([expect.stringMatching(/^published\/globalgap\/v1\.json#: its hash is not the published [0-9a-f]{64}: a published revision is never edited/)]);
    } finally {
      writeJson('published/globalgap/v1.json', bundle);
    }
  });
});

describe('schemas:check against the published revision', () => {
  const cases: [string, (files: Record<string, unknown>) => void, string, string[], object[]][] = [
    [
      'a renamed answered question',
      (files) => changeBio(files, { rename: true }),
      'bio',
      [
        'bio/plant-production.schema.json#/properties/unit/properties/responsible_person: the answer at /plant-production/unit/responsible_person (published in version 1) is no longer asked here: declare where it went, {"rename":"/plant-production/unit/responsible_person","to":"/plant-production/unit/manager"}, or that it is no longer asked, {"drop":"/plant-production/unit/responsible_person"}, in schemas/wizards/bio.migrations.json, under {"from": 1, "to": 2}',
        'bio/plant-production.schema.json#/properties/unit/properties/manager: /plant-production/unit/manager is a new required question: declare {"ask":"/plant-production/unit/manager"} (or answer it from an old answer: {"fill":"/plant-production/unit/manager","from":"/…","map":{"…":"…"}}) in schemas/wizards/bio.migrations.json, under {"from": 1, "to": 2}',
      ],
      [BIO_MIGRATION.changes[0]],
    ],
    [
      'a renamed column of a table',
      (files) => changeGlobalgap(files, { rename: true }),
      'globalgap',
      [
        expect.stringMatching(/^globalgap\/appendix-2\.schema\.json#\/properties\/products\/items\/properties\/area_ha: the answer at \/appendix-2\/products\/\*\/area_ha .*"to":"\/appendix-2\/products\/\*\/area"/),
        expect.stringMatching(/^globalgap\/appendix-2\.schema\.json#\/properties\/products\/items\/properties\/area: \/appendix-2\/products\/\*\/area is a new required question/),
      ] as never,
      [GLOBALGAP_MIGRATION.changes[0]],
    ],
    [
      'a removed choice',
      (files) => changeGlobalgap(files, { choice: true }),
      'globalgap',
      [
        'globalgap/appendix-2.schema.json#/properties/products/items/properties/cultivation: the choice "both" of /appendix-2/products/*/cultivation (published in version 1) is gone: map it to one of today\'s, {"choices":"/appendix-2/products/*/cultivation","map":{"both":"…"}}, or declare the question no longer asked, {"drop":"/appendix-2/products/*/cultivation"}, in schemas/wizards/globalgap.migrations.json, under {"from": 1, "to": 2}',
      ],
      [GLOBALGAP_MIGRATION.changes[1]],
    ],
    [
      'a new required question',
      (files) => changeBio(files, { required: true }),
      'bio',
      [
        'bio/plant-production.schema.json#/properties/irrigation_plan: /plant-production/irrigation_plan is a new required question: declare {"ask":"/plant-production/irrigation_plan"} (or answer it from an old answer: {"fill":"/plant-production/irrigation_plan","from":"/…","map":{"…":"…"}}) in schemas/wizards/bio.migrations.json, under {"from": 1, "to": 2}',
      ],
      [BIO_MIGRATION.changes[2]],
    ],
    [
      'a changed type',
      (files) => {
        (files['globalgap/appendix-2.schema.json'] as any).properties.products.items.properties.harvest_included.type = 'string'; // eslint-disable-line @typescript-eslint/no-explicit-any
      },
      'globalgap',
      [
        'globalgap/appendix-2.schema.json#/properties/products/items/properties/harvest_included: /appendix-2/products/*/harvest_included changed type from boolean to string: declare {"drop":"/appendix-2/products/*/harvest_included"} and {"ask":"/appendix-2/products/*/harvest_included"}, or convert the old answers, {"fill":"/appendix-2/products/*/harvest_included","from":"/appendix-2/products/*/harvest_included","map":{"…":"…"}}, in schemas/wizards/globalgap.migrations.json, under {"from": 1, "to": 2}',
      ],
      [{ fill: '/appendix-2/products/*/harvest_included', from: '/appendix-2/products/*/harvest_included', map: { true: 'yes', false: 'no' } }],
    ],
  ];

  it.each(cases)('refuses %s naming file, pointer and the migration to declare, and accepts it with that migration', (_name, change, wizard, expected, migration) => {
    try {
      edit(change);
      expect(problems()).toEqual(expected);
      declare(wizard, migration);
      expect(problems()).toEqual([]);
    } finally {
      restore();
    }
  });

  it('needs no migration for a change that breaks nothing: a new optional question, a new choice, a text', () => {
    try {
      edit((files) => {
        const appendix = files['globalgap/appendix-2.schema.json'] as any; // eslint-disable-line @typescript-eslint/no-explicit-any
        appendix.properties.remarks = { title: 'globalgap.appendix2.notes', type: 'string' };
        appendix.properties.products.items.properties.cultivation.oneOf.push({ const: 'tunnel', title: 'globalgap.appendix2.cultivation.covered' });
        appendix.title = 'globalgap.appendix2.notes';
      });
      expect(problems()).toEqual([]);
    } finally {
      restore();
    }
  });

  it('names migrations that point where today\'s forms ask nothing, or map to a choice they do not offer', () => {
    try {
      edit((files) => changeBio(files, { choice: true }));
      declare('bio', [{ choices: '/scope/version', map: { 'eu-2018-848': 'eu-2018-848-2025' } }, { ask: '/plant-production/irigation_plan' }]);
      expect(problems()).toEqual([
        'wizards/bio.migrations.json#/migrations/0/changes/0/map: "eu-2018-848-2025" is not a choice of /scope/version today',
        "wizards/bio.migrations.json#/migrations/0/changes/1/ask: today's forms ask nothing at /plant-production/irigation_plan",
      ]);
    } finally {
      restore();
    }
  });

  it('npm run validate -- --from-version 1 moves last year\'s answers by the same migrations before judging them', () => {
    try {
      edit((files) => changeBio(files));
      declare('bio', BIO_MIGRATION.changes);
      const validate = (...extra: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/validate.ts', 'bio/plant-production', 'schemas/fixtures/bio/plant-production.json', '--dir', schemas, '--locales', locales, ...extra], { encoding: 'utf8' });
      const paths = (stdout: string) => (JSON.parse(stdout) as { path: string; keyword: string }[]).map((i) => `${i.path} ${i.keyword}`);
      const unmoved = validate();
      expect(unmoved.status).toBe(1);
      expect(paths(unmoved.stdout)).toEqual([
        '/irrigation_plan required',
        '/total_area required',
        '/unit/manager required',
        '/unit/responsible_person unevaluatedProperties',
        '/unit/total_area unevaluatedProperties',
      ]);
      const moved = validate('--from-version', '1');
      expect(moved.status).toBe(1);
      expect(paths(moved.stdout)).toEqual(['/irrigation_plan required']);
      expect(moved.stderr).toBe('bio version 1 → 2, plant-production: one new question; 2 questions renamed or moved\n');
    } finally {
      restore();
    }
  }, 120_000);

  it('the whole npm run schemas:check passes on every analyst change with its migrations and the samples migrated, and publishing makes version 2', () => {
    try {
      edit((files) => {
        changeBio(files);
        changeGlobalgap(files);
      });
      declare('bio', BIO_MIGRATION.changes);
      declare('globalgap', GLOBALGAP_MIGRATION.changes);
      // the new questions' texts, and the samples moved forward by the same migrations
      for (const [locale, words] of Object.entries({ el: ['Σχέδιο άρδευσης', 'Αντιχαλαζικά δίχτυα'], en: ['Irrigation plan', 'Hail nets'], es: ['Plan de riego', 'Mallas antigranizo'] })) {
        const file = join(locales, locale, 'revisions.json');
        const texts = JSON.parse(readFileSync(file, 'utf8'));
        writeFileSync(file, JSON.stringify({ ...texts, 'bio.plantProduction.irrigationPlan': words[0], 'globalgap.appendix2.hailNets': words[1] }));
      }
      const next = currentRevisions(schemas, locales);
      for (const [wizard, stepId, form, migration, answer] of [
        ['bio', 'plant-production', 'bio/plant-production', BIO_MIGRATION, { irrigation_plan: true }],
        ['bio', 'scope', 'bio/scope', BIO_MIGRATION, {}],
        ['globalgap', 'appendix-2', 'globalgap/appendix-2', GLOBALGAP_MIGRATION, { hail_nets: false }],
      ] as const) {
        for (const variant of ['', '.minimal', '.demo', '.full']) {
          let sample: unknown;
          try {
            sample = readJson(`fixtures/${form}${variant}.json`);
          } catch {
            continue;
          }
          const moved = migrateDraft({ answers: { [stepId]: sample }, fromVersion: 1, toVersion: 2, migrations: parseMigrations({ wizard, migrations: [migration] }, wizard), current: next[wizard].bundle });
          expect(moved.retired).toEqual([]);
          writeJson(`fixtures/${form}${variant}.json`, { ...(moved.answers[stepId] as object), ...answer });
        }
      }
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/schemas-check.ts', '--dir', schemas, '--locales', locales], { encoding: 'utf8' });
      expect(run.stdout).toMatch(/no problems/);
      expect(run.status).toBe(0);
      const publish = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/schemas-publish.ts', 'bio', '--dir', schemas, '--locales', locales], { encoding: 'utf8' });
      expect(publish.stdout).toMatch(/^bio version 2 published \([0-9a-f]{64}\): schemas\/published\/bio\/v2\.json, schemas\/published\/bio\.json/);
      expect(readJson('wizards/bio.json').version).toBe(2);
      expect(readJson('published/bio.json').versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
      expect(problems()).toEqual([]);
    } finally {
      restore();
    }
  }, 240_000);
});
