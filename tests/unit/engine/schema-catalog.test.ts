import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSchemaCatalog } from '../../../src/engine/schema-folder';
import { listedAnswers } from '../../../src/engine/wizard-listed';
import { generateFormStories } from '../../../.storybook/generate-form-stories';

const out = mkdtempSync(join(tmpdir(), 'stories-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const catalog = readSchemaCatalog('schemas');

describe('the one catalogue of schemas/', () => {
  it('gives Storybook a story for every form and for nothing else', () => {
    // Forms, counted here from the folder itself: every *.schema.json outside the non-form folders.
    const forms = readdirSync('schemas', { recursive: true })
      .map(String)
      .filter((path) => path.endsWith('.schema.json') && !/^(_defs|_meta|fixtures|wizards|choosers)\//.test(path))
      .map((path) => path.slice(0, -'.schema.json'.length))
      .sort();
    expect(forms).toContain('globalgap/addons/grasp');
    expect(generateFormStories('schemas', out)).toEqual(forms);
    expect(readdirSync(out).sort()).toEqual(forms.map((id) => `${id.replace(/\//g, '--')}.stories.tsx`).sort());
    expect(catalog.forms.ids).toEqual(forms);
  });

  it('holds the wizards, each with its submission step last, and their conditions to compile', () => {
    expect(catalog.wizards.map((w) => w.id).sort()).toEqual(['bio', 'globalgap']);
    for (const wizard of catalog.wizards) expect(wizard.steps.at(-1)?.role).toBe('submission');
    expect(catalog.conditions().map((c) => c.id)).toContain('wizards/globalgap#grasp');
    expect(catalog.wizard('../forms/login')).toBeUndefined();
  });

  it('chooses the form of a registration and of a profile as the choosers declare', () => {
    expect(catalog.chooseForm('registration', { role: 'consultant', customer_type: 'individual' })).toBe('forms/register-consultant');
    expect(catalog.chooseForm('registration', { role: 'client', customer_type: 'legal_entity' })).toBe('forms/register-legal');
    expect(catalog.chooseForm('registration', { role: 'third_party', customer_type: 'individual' })).toBe('forms/register-individual');
    expect(catalog.chooseForm('profile', { role: 'consultant' })).toBe('forms/profile-consultant');
    expect(catalog.chooseForm('profile', { role: 'client' })).toBe('forms/profile');
  });

  it('reads the year and purpose lists show where the manifest points', () => {
    const bio = catalog.wizard('bio')!;
    expect(listedAnswers(bio, { general: { year: 2027, purpose: 'initial' } })).toEqual({ year: 2027, purpose: 'initial' });
    expect(listedAnswers(bio, { general: { year: 1999 } })).toEqual({ year: undefined, purpose: undefined });
    expect(listedAnswers({ ...bio, listed: { year: '/scope/year' } }, { general: { year: 2027 }, scope: { year: 2030 } }).year).toBe(2030);
  });
});
