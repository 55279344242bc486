import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';

// What schemas:check says of fixture variants, table cell renderers and conditional questions.

const dirs: string[] = [];
function copyOfSchemas(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-check-organic-'));
  dirs.push(dir);
  cpSync('schemas', dir, { recursive: true });
  return dir;
}
const run = (dir: string) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/schemas-check.ts', '--dir', dir], { encoding: 'utf8' });
type J = Record<string, unknown>;
const at = (json: J, ...keys: string[]): J => keys.reduce((node, key) => node[key] as J, json);
const edit = (dir: string, path: string, change: (json: J) => void) => {
  const json = JSON.parse(readFileSync(join(dir, path), 'utf8'));
  change(json);
  writeFileSync(join(dir, path), JSON.stringify(json));
};

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('schemas:check on the organic questionnaires', () => {
  it('checks a fixture variant against its form, and names an unknown cell renderer', () => {
    const dir = copyOfSchemas();
    edit(dir, 'fixtures/bio/beekeeping.minimal.json', (fixture) => {
      at(fixture, 'hive_counts').total = 0;
    });
    edit(dir, 'bio/product-catalogue.ui.json', (ui) => {
      at(ui, 'products', 'items', 'organic_share')['ui:cell'] = 'computd';
    });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('schemas/fixtures/bio/beekeeping.minimal.json#/hive_counts/total: fixture does not validate');
    expect(result.stdout).toContain('schemas/bio/product-catalogue.ui.json#/products/items/organic_share/ui:cell: ui:cell "computd" is not a table cell renderer');
  });

  it('accepts ui for questions a condition adds, and still names a property that exists nowhere', () => {
    const dir = copyOfSchemas();
    edit(dir, 'bio/plant-production.ui.json', (ui) => {
      at(ui, 'wild_collection').no_such_question = { 'ui:widget': 'textarea' };
    });
    const result = run(dir);
    expect(result.stdout).toContain('schemas/bio/plant-production.ui.json#/wild_collection/no_such_question: "no_such_question" is not a property');
    // species, area_description and clean_three_years exist only in the condition's `then`
    expect(result.stdout).not.toContain('wild_collection/area_description');
    expect(result.stdout.match(/problem\(s\)/g)).toHaveLength(1);
    expect(result.stdout).toContain('1 problem(s) in 1 file(s).');
  });
});
