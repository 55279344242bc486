// A request body carries only what the contract declares (issue #28): a field a handler
// does not expect must never reach an INSERT, so every object of every request body that
// lists its `properties` refuses any other (`additionalProperties: false`), at every depth.
// Done here, once, when the contract is read, so that no operation written later can forget
// it. An object that is free on purpose (answers, a profile's details) says so in the
// contract with `additionalProperties: true` (or a schema), and the form that describes it
// closes it instead (src/validation/closed-forms.ts).

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

// Keywords whose schemas describe the same value as their parent (not a property or an
// item): closing one of them would refuse the fields its siblings declare.
const SAME_VALUE = ['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not', 'dependentSchemas'];

/** Whether a schema holds composition keywords, under which `additionalProperties` cannot see the branches' fields. */
const composed = (node: Node) => SAME_VALUE.some((key) => key in node);

function pointer(spec: Node, ref: string): Node | undefined {
  if (!ref.startsWith('#/')) return undefined;
  const found = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (isNode(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), spec);
  return isNode(found) ? found : undefined;
}

/**
 * Closes, in place, every object schema below `node` (the value of a body, a property or an
 * item): `additionalProperties: false` where it lists properties and says nothing else.
 * `$ref`s are followed into the contract's components (each closed once).
 */
function close(spec: Node, node: unknown, seen: Set<Node>): void {
  if (!isNode(node) || seen.has(node)) return;
  seen.add(node);
  if (typeof node.$ref === 'string') close(spec, pointer(spec, node.$ref), seen);
  const declares = isNode(node.properties) && Object.keys(node.properties).length > 0;
  const saysOpen = 'additionalProperties' in node || 'unevaluatedProperties' in node || 'patternProperties' in node;
  if (declares && !saysOpen && !composed(node)) node.additionalProperties = false;
  for (const child of Object.values(isNode(node.properties) ? node.properties : {})) close(spec, child, seen);
  if (isNode(node.additionalProperties)) close(spec, node.additionalProperties, seen);
  if (isNode(node.items)) close(spec, node.items, seen);
  if (Array.isArray(node.prefixItems)) for (const item of node.prefixItems) close(spec, item, seen);
  // the branches' own properties and items are values of their own: closed as any other
  for (const key of SAME_VALUE) {
    const value = node[key];
    const branches = Array.isArray(value) ? value : isNode(value) ? (key === 'dependentSchemas' ? Object.values(value) : [value]) : [];
    for (const branch of branches) {
      if (!isNode(branch)) continue;
      for (const child of Object.values(isNode(branch.properties) ? branch.properties : {})) close(spec, child, seen);
      if (isNode(branch.items)) close(spec, branch.items, seen);
    }
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The contract with every request body closed (see above); changes and answers `spec`. */
export function closeRequestBodies<T extends object>(spec: T): T {
  const root = spec as Node;
  const seen = new Set<Node>();
  for (const item of Object.values(isNode(root.paths) ? root.paths : {})) {
    if (!isNode(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isNode(operation)) continue;
      let body = operation.requestBody;
      if (isNode(body) && typeof body.$ref === 'string') body = pointer(root, body.$ref);
      const content = isNode(body) && isNode(body.content) ? body.content : {};
      // a multipart body's parts are read, and checked, by its handler as they stream in
      for (const [type, media] of Object.entries(content)) if (type === 'application/json' && isNode(media)) close(root, media.schema, seen);
    }
  }
  return spec;
}
