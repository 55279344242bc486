import { describe, expect, it } from 'vitest';
import { declaredDocuments, FILE_REF_DEF } from '../../../src/engine/declared-documents';
import { walkSchema } from '../../../src/engine/schema-walk';
import { schemaCatalogOf } from '../../../src/engine/schema-folder';
import { RECORD_DOCUMENT_HOLDERS } from '../../../src/server/files/document-holders';

type Json = Record<string, unknown>;
const catalog = schemaCatalogOf();
const ID = '11111111-2222-4333-8444-555555555555';
const doc = { id: ID, name: 'a.pdf', size: 1, media_type: 'application/pdf' };

/** A value that holds `leaf` at a data path of walkSchema (`[]` an array's first item). */
function valueAt(dataPath: string[], leaf: unknown): { value: unknown; pointer: string } {
  if (!dataPath.length) return { value: leaf, pointer: '' };
  const [head, ...rest] = dataPath;
  const inner = valueAt(rest, leaf);
  if (head === '[]') return { value: [inner.value], pointer: `/0${inner.pointer}` };
  return { value: { [head]: inner.value }, pointer: `/${head.replace(/~/g, '~0').replace(/\//g, '~1')}${inner.pointer}` };
}

/** Every place a form declares a document, and every place it declares a text, as data paths. */
function positionsOf(schema: Json) {
  const documents: string[][] = [];
  const texts: string[][] = [];
  walkSchema(schema, ({ schema: node, pointer, dataPath }) => {
    if (pointer.startsWith('/$defs')) return;
    if (node.$ref === FILE_REF_DEF) documents.push(dataPath);
    else if (node.type === 'string' && !('enum' in node) && !('const' in node)) texts.push(dataPath);
  });
  return { documents, texts };
}

const forms = catalog.forms.ids.map((id) => ({ id, schema: catalog.forms.get(id)!.schema }));
const declaring = forms.filter((form) => positionsOf(form.schema).documents.length > 0);

describe('where a form declares a document, and only there, a value refers to one', () => {
  it('the catalogue has forms that declare documents (the cases below are not empty)', () => {
    expect(declaring.length).toBeGreaterThan(10);
  });

  it.each(declaring.map((form) => [form.id, form] as const))('%s: every declared position is found, with its path', (_id, form) => {
    for (const dataPath of positionsOf(form.schema).documents) {
      const { value, pointer } = valueAt(dataPath, doc);
      expect(declaredDocuments(form.schema, value), `${form.id} at ${pointer}`).toContainEqual({ id: ID, path: pointer });
    }
  });

  it.each(forms.map((form) => [form.id, form] as const))('%s: a file id typed into a text, used as a key or as a name refers to nothing', (_id, form) => {
    const { texts, documents } = positionsOf(form.schema);
    for (const dataPath of texts) {
      const { value, pointer } = valueAt(dataPath, ID);
      expect(declaredDocuments(form.schema, value), `${form.id} at ${pointer}`).toEqual([]);
    }
    expect(declaredDocuments(form.schema, { [ID]: doc, nested: { [ID]: [doc] } })).toEqual([]);
    for (const dataPath of documents) {
      // another document's name holding the id: the reference is the other document's own id
      const other = '99999999-2222-4333-8444-555555555555';
      const { value } = valueAt(dataPath, { ...doc, id: other, name: ID });
      expect(declaredDocuments(form.schema, value).map((d) => d.id)).not.toContain(ID);
    }
  });

  it('every form that declares a document is kept by a holder: a wizard step, a profile, or a lifecycle record', () => {
    const steps = new Set(catalog.wizards.flatMap((w) => w.steps.map((s) => s.form)));
    const profiles = new Set(catalog.choosers.find((c) => c.id === 'profile')!.options.map((o) => o.form));
    const records = new Set<string>(RECORD_DOCUMENT_HOLDERS.map((h) => h.form));
    const kept = declaring.filter((form) => steps.has(form.id) || profiles.has(form.id) || records.has(form.id)).map((f) => f.id);
    expect(declaring.map((f) => f.id).filter((id) => !kept.includes(id))).toEqual([]);
  });

  it('each lifecycle holder names a field its form declares as a document', () => {
    for (const holder of RECORD_DOCUMENT_HOLDERS) {
      const schema = catalog.forms.get(holder.form)!.schema;
      const fields = positionsOf(schema).documents.map((path) => path[0]);
      expect(fields, `${holder.table}.${holder.column}`).toContain(holder.field);
    }
  });

  it('follows conditional branches, references to shared definitions and recursion without looping', () => {
    const schema = {
      $defs: { node: { type: 'object', properties: { file: { $ref: FILE_REF_DEF }, children: { type: 'array', items: { $ref: '#/$defs/node' } } } } },
      type: 'object',
      properties: { kind: { type: 'string' }, tree: { $ref: '#/$defs/node' } },
      if: { properties: { kind: { const: 'a' } } },
      then: { properties: { proof: { $ref: FILE_REF_DEF } } },
      else: { properties: { other: { type: 'array', items: { $ref: FILE_REF_DEF } } } },
    };
    const value = { kind: 'a', proof: doc, other: [doc], tree: { file: doc, children: [{ file: doc, children: [] }] } };
    expect(declaredDocuments(schema, value).map((d) => d.path).sort()).toEqual(['/other/0', '/proof', '/tree/children/0/file', '/tree/file']);
  });
});
