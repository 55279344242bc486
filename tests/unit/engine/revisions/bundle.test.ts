import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canonicalHash, canonicalJson, sha256Hex } from '../../../../src/engine/revisions/canonical-hash';
import { bundleFiles, catalogOfBundle, revisionBundle, revisionHash } from '../../../../src/engine/revisions/bundle';
import { currentRevisions, publishedRevisions, readMessageCatalogues, readPublishedList } from '../../../../src/engine/revisions/revisions-folder';
import { readSchemaCatalog } from '../../../../src/engine/schema-folder';

const nodeSha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sha256Hex', () => {
  it('is SHA-256: the same as node:crypto at every padding boundary and for long and non-ASCII input', () => {
    for (const length of [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 1000, 100_000]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + length) % 256);
      expect(sha256Hex(bytes), `length ${length}`).toBe(nodeSha(bytes));
    }
    const text = new TextEncoder().encode('Υπεύθυνος μονάδας · responsable 🌿');
    expect(sha256Hex(text)).toBe(nodeSha(text));
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth, so the order files were written in does not matter', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[1,{"y":2,"z":1}]},"b":1}');
    expect(canonicalHash({ a: 1, b: 2 })).toBe(canonicalHash({ b: 2, a: 1 }));
    expect(canonicalHash({ a: 1, b: undefined })).toBe(canonicalHash({ a: 1 }));
  });

  it("hashes as the browser's pure SHA-256 does (Node's own is taken where it exists)", () => {
    const value = { title: 'Υπεύθυνος μονάδας 🌿', steps: [{ b: 2, a: [1, null] }] };
    expect(canonicalHash(value)).toBe(sha256Hex(new TextEncoder().encode(canonicalJson(value))));
  });
});

describe('revisionBundle', () => {
  const catalog = readSchemaCatalog();
  const messages = readMessageCatalogues();
  const bio = revisionBundle(catalog, messages, 'bio');

  it('holds the manifest, every step form with its ui schema, the definitions they reach, and their texts in el, en and es', () => {
    expect(bio.wizard).toBe(catalog.wizard('bio'));
    expect(Object.keys(bio.forms).sort()).toEqual([...new Set(bio.wizard.steps.map((s) => s.form))].sort());
    expect(bio.forms['bio/plant-production'].ui).toEqual(catalog.files['bio/plant-production.ui.json']);
    expect(Object.keys(bio.defs)).toContain('_defs/parcel');
    expect(Object.keys(bio.defs)).toContain('_defs/geo-point'); // reached from _defs/parcel only
    for (const locale of ['el', 'en', 'es'] as const) {
      expect(bio.messages[locale]['bio.plantProduction.unit.responsiblePerson']).toBe(messages[locale]!['bio.plantProduction.unit.responsiblePerson']);
      expect(bio.messages[locale]['bio.scope.productionTypeRequired']).toBeTruthy(); // a custom keyword's "message"
      expect(bio.messages[locale]['globalgap.appendix2.areaHa']).toBeUndefined(); // another questionnaire's
    }
  });

  it('turns back into the catalogue the engine reads', () => {
    const again = catalogOfBundle(bio);
    expect(again.wizard('bio')).toEqual(bio.wizard);
    expect(again.forms.get('bio/plant-production')?.schema).toEqual(catalog.forms.get('bio/plant-production')?.schema);
    expect(revisionBundle({ files: bundleFiles(bio) }, messages, 'bio')).toEqual(bio);
  });

  it('has a hash that any change of a form, a list or a text changes, and nothing else does', () => {
    const hash = revisionHash(bio);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(revisionHash(revisionBundle(catalog, messages, 'bio'))).toBe(hash);
    expect(revisionHash(JSON.parse(JSON.stringify(bio)))).toBe(hash);
    const retexted = { ...messages, en: { ...messages.en, 'bio.plantProduction.unit.responsiblePerson': 'Manager' } };
    expect(revisionHash(revisionBundle(catalog, retexted, 'bio'))).not.toBe(hash);
    const unrelated = { ...messages, en: { ...messages.en, 'globalgap.appendix2.areaHa': 'Area' } };
    expect(revisionHash(revisionBundle(catalog, unrelated, 'bio'))).toBe(hash);
  });

  it('hashes alike in another process (what two servers on one database rely on)', () => {
    const script = `import { currentRevisions } from ${JSON.stringify(fileURLToPath(new URL('../../../../src/engine/revisions/revisions-folder.ts', import.meta.url)))};
      const r = currentRevisions(); console.log(JSON.stringify([r.bio.hash, r.globalgap.hash]));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    const here = currentRevisions();
    expect(JSON.parse(output)).toEqual([here.bio.hash, here.globalgap.hash]);
    expect(here.bio.hash).toBe(nodeSha(new TextEncoder().encode(canonicalJson(here.bio.bundle))));
  });
});

describe('the published revisions in schemas/published/', () => {
  it('read back to their fingerprints, one list per questionnaire, version 1 of each to begin with', () => {
    const published = publishedRevisions();
    expect(published.map((r) => `${r.wizardId} v${r.version}`).slice(0, 2)).toEqual(expect.arrayContaining(['bio v1']));
    for (const wizardId of ['bio', 'globalgap']) {
      const list = readPublishedList(wizardId);
      expect(list.versions[0].version).toBe(1);
      const first = published.find((r) => r.wizardId === wizardId && r.version === 1)!;
      expect(first.hash).toBe(list.versions[0].hash);
      expect(first.bundle.wizard.version).toBe(1);
    }
  });
});
