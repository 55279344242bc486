import type { ValidationIssue } from '../../validation/types.ts';
import type { Division, DivisionIndex } from './greece';
import { divisionsOfCountry } from './catalogue';

const LEVELS = ['region', 'prefecture', 'municipal_unit', 'local_community'] as const;
type Level = (typeof LEVELS)[number];

/** The choices a level offers under its parent (the region's parent is the country). */
function choicesAt(index: DivisionIndex | undefined, level: Level, parent: string): Division[] | undefined {
  if (!index) return undefined;
  if (level === 'region') return index.regions;
  if (level === 'prefecture') return index.prefecturesByRegion.get(parent);
  if (level === 'municipal_unit') return index.municipalUnitsByPrefecture.get(parent);
  return index.communitiesByMunicipalUnit.get(parent);
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * One cascade (schemas/_defs/region-cascade): each chosen level must be one of its parent's
 * choices, the region one of the country's. Only the first wrong level is named: the levels
 * below a wrong one cannot be judged. Missing levels and wrong types are the form's business.
 */
function cascadeIssues(index: DivisionIndex | undefined, cascade: Record<string, unknown>, path: string): ValidationIssue[] {
  let parent = '';
  for (const level of LEVELS) {
    const id = cascade[level];
    if (blank(id) || typeof id !== 'string') return [];
    if (!choicesAt(index, level, parent)?.some((choice) => choice.id === id)) {
      return [{
        path: `${path}/${level}`,
        keyword: 'division',
        messageId: level === 'region' ? 'validation.errors.divisionNotInCountry' : 'validation.errors.divisionNotInParent',
        params: { level, id },
      }];
    }
    parent = id;
  }
  return [];
}

/**
 * Whether the region / prefecture / municipal unit / local community ids in a body exist and
 * belong to the country and to each other. The forms check only their shape (the lists live
 * on the server), so a stale or hand-made body could otherwise store a prefecture of another
 * region or a Spanish province for a Greek account. Every cascade of the account forms sits
 * under a `division` key (schemas/_defs/address, handling-site), wherever it is nested.
 * Issues have the shape and JSON pointers of validateForm's.
 */
export function divisionIssues(countryId: number, body: unknown): ValidationIssue[] {
  const index = divisionsOfCountry(countryId);
  const issues: ValidationIssue[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${path}/${i}`));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        const at = `${path}/${escapePointer(key)}`;
        if (key === 'division' && value && typeof value === 'object' && !Array.isArray(value)) {
          issues.push(...cascadeIssues(index, value as Record<string, unknown>, at));
        } else walk(value, at);
      }
    }
  };
  walk(body, '');
  return issues;
}
