import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWizardRegistry } from '../../../src/server/applications/wizards';
import { countryOf, placedIn, startApplicationsServer, type Who } from './helpers';

// Every GLOBALG.A.P. appendix and module submitted through the API with its sample answers
// (full and minimal), and the wizard offering each step exactly when its choice is made.

type Answers = Record<string, unknown>;
const fixture = (name: string) => JSON.parse(readFileSync(`schemas/fixtures/${name}.json`, 'utf8'));
const manifest = JSON.parse(readFileSync('schemas/wizards/globalgap.json', 'utf8')) as { steps: { id: string; form: string }[] };
const formOf = (step: string) => manifest.steps.find((s) => s.id === step)!.form;
// every add-on of the portal's one list
const ADDONS = (JSON.parse(readFileSync('schemas/_defs/globalgap-addons.schema.json', 'utf8')) as { oneOf: { const: string }[] }).oneOf.map((o) => o.const);
const ALWAYS = ['general', 'scope', 'ggn', 'handling-sites', 'certification-options', 'responsible-statement', 'gdpr', 'terms', 'submission'];

/** Answers for every step of the wizard from the samples (`minimal` where there is one), with this scope. */
function answersFor(scope: Answers, variant: 'full' | 'minimal' = 'full'): Answers {
  const sample = (form: string) => {
    if (variant === 'minimal') {
      try {
        return fixture(`${form}.minimal`);
      } catch {
        // forms without a minimal sample (the common steps) use their only one
      }
    }
    return fixture(form);
  };
  const answers: Answers = Object.fromEntries(manifest.steps.map((s) => [s.id, sample(s.form)]));
  answers.scope = scope;
  const chosen = (scope.addons as string[] | undefined) ?? [];
  const subScopes = (scope.sub_scopes as string[] | undefined) ?? [];
  const aquaculture = subScopes.includes('aquaculture');
  // the products of the appendices shown: an aquaculture-only group lists no crop (the crop
  // appendices are hidden, and their sample answers left in place must not count)
  const crops = !aquaculture || subScopes.some((s) => s !== 'aquaculture');
  answers['addons-per-product'] = {
    rows: [
      ...(crops ? [{ product: 'peaches', addons: chosen }] : []),
      ...(aquaculture ? [{ product: 'sea_bream', addons: chosen.filter((a) => a === 'grasp') }] : []),
    ],
  };
  // a group's members and the handling units choose among the same products (issue 48)
  const products = [...(crops ? ['peaches'] : []), ...(aquaculture ? ['sea_bream'] : [])];
  const withProducts = (step: string, table: string) => {
    const rows = (answers[step] as Record<string, Answers[]>)[table].map((row) => ({ ...row, products }));
    answers[step] = { ...(answers[step] as Answers), [table]: rows };
  };
  withProducts('producer-group', 'members');
  withProducts('facilities', 'units');
  return answers;
}

const baseScope = fixture('globalgap/scope') as Answers;
const fullScope = fixture('globalgap/scope.full') as Answers;
const aquacultureGroup = { ...baseScope, option: 2, sub_scopes: ['aquaculture'], addons: ['grasp'], produce_handling: false };

describe('GLOBALG.A.P. appendices and modules', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  const wizard = createWizardRegistry().load('globalgap');
  const visible = (scope: Answers) => wizard.visible({ general: fixture('globalgap/general'), scope }).map((s) => s.id);
  beforeAll(async () => {
    t = await startApplicationsServer({ realSchemas: true });
  }, 180_000);
  afterAll(() => t.close());

  async function submit(who: Who, answers: Answers) {
    const api = t.api(who);
    const draft = await api.draft({ type: 'globalgap', year: 2027 });
    const saved = await api.save(draft.id, { row_version: draft.row_version, answers });
    expect(saved.statusCode, saved.body).toBe(200);
    const submitted = await api.submit(draft.id, { row_version: saved.json().row_version });
    return { id: draft.id, submitted, stored: () => api.get(draft.id).then((r) => r.json().answers as Answers) };
  }

  it('offers each step exactly when its choice is made on the scope step', () => {
    const optional = (scope: Answers) => visible(scope).filter((id) => !ALWAYS.includes(id));
    expect(optional(baseScope)).toEqual(['appendix-1', 'appendix-2', 'facilities', 'addons-per-product', 'grasp', 'spring']);
    expect(optional(fullScope)).toEqual([
      'transfer', 'appendix-1', 'appendix-2', 'appendix-1-aq', 'appendix-2-aq', 'producer-group', 'facilities', 'subcontractors',
      'suppliers', 'gfsi', 'addons-per-product', 'grasp', 'spring', 'leaf', 'nurture', 'ah-grow',
    ]);
    expect(optional(aquacultureGroup)).toEqual(['appendix-1-aq', 'appendix-2-aq', 'producer-group', 'addons-per-product', 'grasp']);
    expect(optional({ standard: 'cfm' })).toEqual(['cfm']);
    expect(optional({ standard: 'coc', transfer: true })).toEqual(['transfer', 'coc']);
    expect(optional({ ...baseScope, addons: [], produce_handling: false })).toEqual(['appendix-1', 'appendix-2']);
    for (const addon of ADDONS) {
      const step = addon.replace('_', '-');
      expect(optional({ ...baseScope, addons: [addon] })).toContain(step);
      expect(optional({ ...baseScope, addons: ADDONS.filter((a) => a !== addon) })).not.toContain(step);
    }
    // Before a standard is chosen only the common steps and the crop appendices are asked.
    expect(optional({})).toEqual(['appendix-1', 'appendix-2']);
    expect(visible({})).not.toContain('ggn');
  });

  const runs: { name: string; who: Who; scope: Answers; variant: 'full' | 'minimal' }[] = [
    { name: 'single producer, IFA Smart with GRASP and SPRING', who: 'farmerEs', scope: baseScope, variant: 'full' },
    { name: 'producer group with aquaculture, GFSI, transfer and every add-on', who: 'farmerGr', scope: fullScope, variant: 'full' },
    { name: 'the same with the minimal samples', who: 'otherFarmer', scope: fullScope, variant: 'minimal' },
    { name: 'compound feed manufacturing', who: 'farmerEs', scope: { standard: 'cfm' }, variant: 'full' },
    { name: 'chain of custody', who: 'farmerEs', scope: { standard: 'coc', transfer: true }, variant: 'full' },
    { name: 'compound feed manufacturing, minimal', who: 'farmerGr', scope: { standard: 'cfm' }, variant: 'minimal' },
    { name: 'chain of custody, minimal', who: 'farmerGr', scope: { standard: 'coc' }, variant: 'minimal' },
    { name: 'aquaculture-only producer group', who: 'otherFarmer', scope: aquacultureGroup, variant: 'full' },
  ];
  for (const run of runs) {
    it(`submits ${run.name} and keeps each visible step's answers`, async () => {
      const answers = placedIn(answersFor(run.scope, run.variant), countryOf(run.who));
      const { submitted, stored } = await submit(run.who, answers);
      expect(submitted.statusCode, submitted.body).toBe(200);
      const kept = await stored();
      for (const id of visible(run.scope)) expect(kept[id], id).toEqual(answers[id]);
      for (const id of Object.keys(kept)) expect(visible(run.scope)).toContain(id);
    }, 60_000);
  }

  it('checks member GGNs, add-ons per product and Appendix 2 against the other steps', async () => {
    const answers = placedIn(answersFor(fullScope), 'ES');
    const group = answers['producer-group'] as { members: Answers[] };
    group.members[1] = { ...group.members[1], ggn: '4052852000001' };
    (answers['appendix-2'] as { products: Answers[] }).products[0].production_units = ['PU-01', 'PU-99'];
    answers['addons-per-product'] = {
      rows: [
        { product: 'peaches', addons: ['grasp', 'spring', 'leaf'] },
        { product: 'sea_bream', addons: ['ah_grow'] },
        { product: 'lemons', addons: ['grasp'] },
      ],
    };
    const api = t.api('consultant');
    const draft = await api.draft({ type: 'globalgap', customer_id: t.ids.farmerEs, year: 2028 });
    // (this customer's IFA Smart, CFM and CoC applications are active: GFS is still free)
    const saved = await api.save(draft.id, { row_version: draft.row_version, answers });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await api.submit(draft.id, { row_version: saved.json().row_version });
    expect(refused.statusCode).toBe(400);
    const byStep = Object.fromEntries(refused.json().steps.map((s: { step: string; issues: Answers[] }) => [s.step, s.issues]));
    expect(byStep['producer-group']).toEqual([expect.objectContaining({ path: '/members/1/ggn', messageId: 'validation.errors.gs1CheckDigit' })]);
    expect(byStep['appendix-2']).toEqual([
      { path: '/products/0/production_units', keyword: 'amongAnswers', messageId: 'globalgap.appendix2.unknownUnit', params: { code: 'PU-99' } },
    ]);
    expect(byStep['addons-per-product']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/rows/1/addons', messageId: 'globalgap.addonsPerProduct.notForProduct', params: { value: 'ah_grow', answer: 'sea_bream', labels: { value: 'globalgap.scope.addons.ahGrow' } } }),
        { path: '/rows/2/product', keyword: 'amongAnswers', messageId: 'globalgap.addonsPerProduct.productNotListed', params: { product: 'lemons', labels: { product: 'globalgap.product.lemons' } } },
        { path: '/rows', keyword: 'coversAnswers', messageId: 'globalgap.addonsPerProduct.addonUnassigned', params: { addon: 'nurture', labels: { addon: 'globalgap.scope.addons.nurture' } } },
      ]),
    );
    expect(Object.keys(byStep).sort()).toEqual(['addons-per-product', 'appendix-2', 'producer-group']);
  }, 60_000);

  it('asks a transfer for the details of sanctions not lifted, and a departure after the first accession', async () => {
    const transfer = { ...fixture('globalgap/transfer.minimal'), sanctions_not_lifted: true, departure_date: '2018-01-01' };
    // (this customer's GFS, CFM and CoC applications are active: IFA Smart is still free)
    const answers = { ...placedIn(answersFor({ ...baseScope, transfer: true }), 'GR'), transfer };
    const api = t.api('consultant');
    const draft = await api.draft({ type: 'globalgap', customer_id: t.ids.farmerGr, year: 2028 });
    const saved = await api.save(draft.id, { row_version: draft.row_version, answers });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await api.submit(draft.id, { row_version: saved.json().row_version });
    expect(refused.statusCode).toBe(400);
    const [step] = refused.json().steps;
    expect(step.step).toBe('transfer');
    expect(step.issues.map((i: { path: string }) => i.path).sort()).toEqual(['/departure_date', '/sanctions_details']);
    expect(formOf('transfer')).toBe('globalgap/transfer');
  }, 60_000);
});
