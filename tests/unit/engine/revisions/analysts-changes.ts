/**
 * The analyst's changes of issue 45, made to a questionnaire's files (paths under schemas/ →
 * parsed JSON, as schema-catalog.ts reads them): in each family a renamed answered question, a
 * removed choice, a new required yes/no question and a moved question, with the manifest's
 * version raised. The tests of migrations, comparisons and the checker share them.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const renameKey = (object: Json, from: string, to: string) => {
  const entries = Object.entries(object).map(([key, value]) => [key === from ? to : key, value]);
  for (const key of Object.keys(object)) delete object[key];
  Object.assign(object, Object.fromEntries(entries));
};
const replaceIn = (list: string[], from: string, to: string) => list.splice(list.indexOf(from), 1, to);

/** Organic: the unit's person responsible renamed `manager`; the standard's version replaced; a new required yes/no question; the total area moved out of the unit. */
export function changeBio(files: Json, parts: { rename?: boolean; choice?: boolean; required?: boolean; move?: boolean } = {}) {
  const all = Object.keys(parts).length === 0;
  const plant = files['bio/plant-production.schema.json'];
  const plantUi = files['bio/plant-production.ui.json'];
  const unit = plant.properties.unit;
  if (all || parts.rename) {
    renameKey(unit.properties, 'responsible_person', 'manager');
    replaceIn(unit.required, 'responsible_person', 'manager');
    replaceIn(plantUi.unit['ui:order'], 'responsible_person', 'manager');
    // what the wizard fills in from the profile follows the question to its new name
    for (const rule of files['wizards/bio.json']?.prefill ?? []) {
      if (rule.to === '/plant-production/unit/responsible_person') rule.to = '/plant-production/unit/manager';
    }
  }
  if (all || parts.choice) {
    files['bio/scope.schema.json'].properties.version.oneOf = [{ const: 'eu-2018-848-2024', title: 'bio.scope.version.eu2018848' }];
  }
  if (all || parts.required) {
    plant.properties.irrigation_plan = { title: 'bio.plantProduction.irrigationPlan', type: 'boolean' };
    plant.required.push('irrigation_plan');
    plantUi['ui:order']?.splice(1, 0, 'irrigation_plan');
  }
  if (all || parts.move) {
    plant.properties.total_area = unit.properties.total_area;
    delete unit.properties.total_area;
    unit.required.splice(unit.required.indexOf('total_area'), 1);
    plant.required.push('total_area');
    const order: string[] = plantUi.unit['ui:order'];
    order.splice(order.indexOf('total_area'), 1);
    plantUi['ui:order']?.splice(1, 0, 'total_area');
  }
  files['wizards/bio.json'].version += 1;
}

export const BIO_MIGRATION = {
  from: 1,
  to: 2,
  changes: [
    { rename: '/plant-production/unit/responsible_person', to: '/plant-production/unit/manager' },
    { choices: '/scope/version', map: { 'eu-2018-848': 'eu-2018-848-2024' } },
    { ask: '/plant-production/irrigation_plan' },
    { rename: '/plant-production/unit/total_area', to: '/plant-production/total_area' },
  ],
};

/** GLOBALG.A.P.: Appendix 2's area column renamed `area`; `cultivation: both` removed; a new required yes/no question; the notes moved into every row. */
export function changeGlobalgap(files: Json, parts: { rename?: boolean; choice?: boolean; required?: boolean; move?: boolean } = {}) {
  const all = Object.keys(parts).length === 0;
  const appendix = files['globalgap/appendix-2.schema.json'];
  const ui = files['globalgap/appendix-2.ui.json'];
  const row = appendix.properties.products.items;
  if (all || parts.rename) {
    renameKey(row.properties, 'area_ha', 'area');
    replaceIn(row.required, 'area_ha', 'area');
    replaceIn(ui.products.items['ui:order'], 'area_ha', 'area');
  }
  if (all || parts.choice) {
    row.properties.cultivation.oneOf = row.properties.cultivation.oneOf.filter((o: Json) => o.const !== 'both');
  }
  if (all || parts.required) {
    appendix.properties.hail_nets = { title: 'globalgap.appendix2.hailNets', type: 'boolean' };
    appendix.required.push('hail_nets');
    ui['ui:order'].splice(1, 0, 'hail_nets');
  }
  if (all || parts.move) {
    row.properties.notes = appendix.properties.notes;
    delete appendix.properties.notes;
    replaceIn(ui['ui:order'], 'notes', 'products');
    ui['ui:order'] = [...new Set(ui['ui:order'])];
    ui.products.items['ui:order'].push('notes');
    ui.products.items.notes = ui.notes;
    delete ui.notes;
  }
  files['wizards/globalgap.json'].version += 1;
}

export const GLOBALGAP_MIGRATION = {
  from: 1,
  to: 2,
  changes: [
    { rename: '/appendix-2/products/*/area_ha', to: '/appendix-2/products/*/area' },
    { choices: '/appendix-2/products/*/cultivation', map: { both: 'covered' } },
    { ask: '/appendix-2/hail_nets' },
    { rename: '/appendix-2/notes', to: '/appendix-2/products/*/notes' },
  ],
};
