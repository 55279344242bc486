import fs from 'node:fs';
import path from 'node:path';
import { SCHEMAS_DIR } from '../../engine/schema-folder.ts';

type Answers = Record<string, unknown>;

const fixture = (name: string): Answers => JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'fixtures', `${name}.json`), 'utf8')) as Answers;

/**
 * A whole organic application as a plant producer answers it, from the forms' own fixtures,
 * so the demo's submitted applications read like real ones (every step answered).
 * The signed uploads are the given stored files: a demo document must download.
 */
export function demoBioAnswers(year: number, signed: { application: unknown; standingOrder: unknown }, signatory: { first_name: string; last_name: string }): Answers {
  const { transfer: _transfer, customer_id: _customer, ...general } = fixture('common/general');
  return {
    general: { ...general, year, purpose: 'initial', send_offer_to: 'customer', proposed_inspection_date: `${year}-05-18` },
    scope: { ...fixture('bio/scope'), sub_scopes: ['plant_production'], production_types: { plant_production: ['olives', 'vines'] }, activities: ['production'] },
    'handling-sites': fixture('common/handling-sites'),
    'certification-options': fixture('common/certification-options'),
    'plant-production': fixture('bio/plant-production'),
    'responsible-statement': fixture('common/responsible-statement'),
    gdpr: fixture('common/gdpr'),
    terms: fixture('common/terms-of-use'),
    submission: { signatory, signed_application: [signed.application], signed_standing_order: [signed.standingOrder] },
  };
}
