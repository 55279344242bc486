/** Deep equality of JSON values, what Ajv's `equal` does for `enum`, `const`, `uniqueItems`. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return a !== a && b !== b; // NaN equals NaN, as in fast-deep-equal
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => equal(item, b[i]));
  }
  if (Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  const recordB = b as Record<string, unknown>;
  return keysA.every(
    (key) => Object.prototype.hasOwnProperty.call(b, key) && equal((a as Record<string, unknown>)[key], recordB[key]),
  );
}
