import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeTestSchemas } from '../applications/helpers';

// A questionnaire before and after an analyst's change, by files alone (issue 45): a renamed
// question, a removed choice, a new required question, a question moved to another step and
// one no longer asked, with the migrations file that declares them.

const write = (dir: string, file: string, content: unknown) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
};
const read = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

/** The organic test wizard's first step at version 1: who answers for the farm, under which regulation, and its area. */
const GENERAL_V1 = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, title: 'Farm name' },
    responsible_person: { type: 'string', title: 'Person responsible' },
    standard: {
      type: 'string',
      title: 'Organic regulation',
      oneOf: [
        { const: 'eu-2018-848', title: 'Regulation (EU) 2018/848' },
        { const: 'nop', title: 'USDA NOP' },
      ],
    },
    bonus: { type: 'string', title: 'Loyalty code' },
    year: { type: 'integer' },
    purpose: { type: 'string' },
  },
};

const PLANT_V1 = {
  type: 'object',
  required: ['crops'],
  properties: {
    crops: { type: 'array', minItems: 1, items: { type: 'string' }, title: 'Crops' },
    area: { type: 'number', title: 'Area (ha)' },
  },
};

/** The test schemas at version 1 of `bio` (today's, before the change). */
export function writeSchemasV1(): string {
  const dir = writeTestSchemas();
  write(dir, 'test/general.schema.json', GENERAL_V1);
  write(dir, 'test/plant.schema.json', PLANT_V1);
  const manifest = read(dir, 'wizards/bio.json');
  write(dir, 'wizards/bio.json', { ...manifest, version: 1 });
  return dir;
}

/**
 * A copy of `v1` after the change, published as version 2: `responsible_person` renamed
 * `manager`; the choice `eu-2018-848` replaced by `eu-2018-848-2024`; the plant step's `area`
 * moved to the first step; a new required yes/no question `irrigated` on the plant step;
 * `bonus` dropped.
 */
export function writeSchemasV2(v1: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-schemas-v2-'));
  fs.cpSync(v1, dir, { recursive: true });
  const { responsible_person, bonus: _bonus, ...kept } = GENERAL_V1.properties;
  write(dir, 'test/general.schema.json', {
    ...GENERAL_V1,
    properties: {
      ...kept,
      manager: { ...responsible_person, title: 'Farm manager' },
      standard: {
        ...GENERAL_V1.properties.standard,
        oneOf: [
          { const: 'eu-2018-848-2024', title: 'Regulation (EU) 2018/848 as amended in 2024' },
          { const: 'nop', title: 'USDA NOP' },
        ],
      },
      area: PLANT_V1.properties.area,
    },
  });
  write(dir, 'test/plant.schema.json', {
    ...PLANT_V1,
    required: ['crops', 'irrigated'],
    properties: { crops: PLANT_V1.properties.crops, irrigated: { type: 'boolean', title: 'Irrigated' } },
  });
  const manifest = read(dir, 'wizards/bio.json');
  write(dir, 'wizards/bio.json', { ...manifest, version: 2 });
  write(dir, 'wizards/bio.migrations.json', {
    wizard: 'bio',
    migrations: [
      {
        from: 1,
        to: 2,
        note: 'Regulation amended in 2024; the area asked with the farm',
        changes: [
          { rename: '/general/responsible_person', to: '/general/manager' },
          { choices: '/general/standard', map: { 'eu-2018-848': 'eu-2018-848-2024' } },
          { rename: '/plant-production/area', to: '/general/area' },
          { ask: '/plant-production/irrigated' },
          { drop: '/general/bonus' },
        ],
      },
    ],
  });
  return dir;
}

/** Answers of the organic test wizard at version 1 that pass it. */
export const answersV1 = (year = 2026) => ({
  general: { name: 'Farm', responsible_person: 'Maria Papadopoulou', standard: 'eu-2018-848', bonus: 'LOYAL-7', year, purpose: 'initial' },
  scope: { activities: ['production'], sub_scopes: ['plant_production'] },
  'plant-production': { crops: ['olives'], area: 12.5 },
});
