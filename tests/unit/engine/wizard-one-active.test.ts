import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coveredKeys } from '../../../src/engine/wizard-one-active';
import type { WizardManifest } from '../../../src/engine/wizard';

const manifest = (id: string) => JSON.parse(readFileSync(`schemas/wizards/${id}.json`, 'utf8')) as WizardManifest;
const keys = (set: Set<string>) => [...set].map((key) => JSON.parse(key) as unknown[]);

describe('coveredKeys: what one active application is allowed per (the manifest declares it)', () => {
  it('organic: each activity for each sub-scope; no sub-scope is a value of its own', () => {
    const bio = manifest('bio');
    expect(keys(coveredKeys(bio, { scope: { activities: ['production', 'processing'], sub_scopes: ['plants', 'bees'] } }))).toEqual([
      ['production', 'plants'],
      ['production', 'bees'],
      ['processing', 'plants'],
      ['processing', 'bees'],
    ]);
    expect(keys(coveredKeys(bio, { scope: { activities: ['production'] } }))).toEqual([['production', '*']]);
    expect(keys(coveredKeys(bio, { scope: { activities: ['production'], sub_scopes: [] } }))).toEqual([['production', '*']]);
  });

  it('GLOBALG.A.P.: the standard; nothing answered covers nothing', () => {
    const globalgap = manifest('globalgap');
    expect(keys(coveredKeys(globalgap, { scope: { standard: 'ifa' } }))).toEqual([['ifa']]);
    expect(coveredKeys(globalgap, { scope: { standard: '' } }).size).toBe(0);
    expect(coveredKeys(globalgap, {}).size).toBe(0);
    expect(coveredKeys(manifest('bio'), { scope: { sub_scopes: ['plants'] } }).size).toBe(0);
  });

  it('a manifest that declares nothing compares nothing', () => {
    expect(coveredKeys({}, { scope: { standard: 'ifa' } }).size).toBe(0);
  });
});
