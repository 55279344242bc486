type Json = Record<string, unknown>;

/** Looks up a schema file by its URI (without fragment). */
export type SchemaLookup = (uri: string) => Json | undefined;

const defName = (uri: string) => uri.replace(/^.*?:\/\/[^/]+\//, '').replace(/\.schema\.json$/, '').replace(/\//g, '__');

/**
 * Returns a copy of a form schema whose `$ref`s to other files point into its own `$defs`,
 * so that a renderer that only knows local references (rjsf) can follow them. The
 * referenced files are copied in once each, with their own references resolved the same way.
 */
export function bundleSchema(schema: Json, uri: string, lookup: SchemaLookup): Json {
  const defs: Record<string, unknown> = {};

  const rewrite = (node: unknown, base: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, base));
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
        const target = new URL(value, base);
        const fileUri = `${target.origin}${target.pathname}`;
        const name = defName(fileUri);
        if (!(name in defs)) {
          const file = lookup(fileUri);
          if (!file) throw new Error(`unresolved $ref "${value}" from ${base}`);
          defs[name] = {}; // placeholder first: files may refer to each other
          const { $schema: _schema, $id: _id, ...body } = file;
          defs[name] = rewrite(body, fileUri);
        }
        out.$ref = `#/$defs/${name}${target.hash ? target.hash.slice(1) : ''}`;
      } else {
        out[key] = rewrite(value, base);
      }
    }
    return out;
  };

  const bundled = rewrite(schema, uri) as Json;
  if (Object.keys(defs).length) bundled.$defs = { ...(bundled.$defs as Json | undefined), ...defs };
  return joinChoiceLists(bundled);
}

const isJson = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
const isOption = (value: unknown) => isJson(value) && 'const' in value;

/** The options of a list of choices a local `$ref` leads to (`{"oneOf": [{"const", "title"}, …]}`). */
function optionsAt(root: Json, ref: unknown): unknown[] | undefined {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  const target = ref
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isJson(node) ? node[key] : undefined), root);
  const options = isJson(target) ? (target.oneOf ?? target.anyOf) : undefined;
  return Array.isArray(options) && options.length && options.every(isOption) ? options : undefined;
}

/**
 * A choice from several lists (`"anyOf": [{"$ref": "…/globalgap-products…"}, {"$ref": "…/species…"}]`)
 * becomes one list of their options, as rjsf, the table and the summary read a list of choices;
 * for validation the two say the same (the files themselves, which Ajv compiles, keep the `anyOf`).
 */
function joinChoiceLists(root: Json): Json {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isJson(node)) return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) out[key] = visit(value);
    for (const key of ['anyOf', 'oneOf']) {
      const parts = out[key];
      if (!Array.isArray(parts) || parts.length < 2 || !parts.every((p) => isJson(p) && Object.keys(p).length === 1 && typeof p.$ref === 'string')) continue;
      const lists = parts.map((p) => optionsAt(root, (p as Json).$ref));
      if (lists.every(Boolean)) {
        delete out[key];
        out.oneOf = lists.flat();
      }
    }
    return out;
  };
  return visit(root) as Json;
}
