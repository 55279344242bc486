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
  return bundled;
}
