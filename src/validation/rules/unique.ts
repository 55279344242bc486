import { noteRootRead } from './table-rows.ts';

const key = (value: unknown) => (typeof value === 'string' ? value.trim().toLocaleLowerCase() : '');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Per list and property, the index of the first item holding each value (by `key`). A form
 * validates every item of a list in one go: looking the value up here makes that one pass over
 * the list, where scanning the earlier items for each item took 5,000 members 12.5 million
 * comparisons (most of a second on every change of the member list). The lists of one
 * validation run are only read, so the index lives until the run ends: it is dropped in the
 * next microtask, before anything can change a list it describes.
 */
let firstIndexes: WeakMap<readonly unknown[], Map<string, Map<string, number>>> | null = null;

/** The key of an item: its value and those of the properties it is unique `with`, each by `key`. */
function itemKey(item: Record<string, unknown>, property: string, together: readonly string[]): string {
  const own = key(item[property]);
  return own && together.length ? [own, ...together.map((p) => key(item[p]))].join('\u0000') : own;
}

function firstIndexOf(list: readonly unknown[], property: string, together: readonly string[]): Map<string, number> {
  if (!firstIndexes) {
    firstIndexes = new WeakMap();
    queueMicrotask(() => (firstIndexes = null));
  }
  let byProperty = firstIndexes.get(list);
  if (!byProperty) firstIndexes.set(list, (byProperty = new Map()));
  const indexKey = together.length ? [property, ...together].join('\u0000') : property;
  let first = byProperty.get(indexKey);
  if (!first) {
    first = new Map();
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      if (item === null || typeof item !== 'object') continue;
      const found = itemKey(item as Record<string, unknown>, property, together);
      if (found && !first.has(found)) first.set(found, i);
    }
    byProperty.set(indexKey, first);
  }
  return first;
}

/**
 * `uniqueAmong`: whether no earlier item of the list that holds this value's item has the same
 * value in the same property, compared trimmed and case-insensitively ("Main store" and
 * " main STORE " are the same name). `path` is the value's JSON pointer from `root`
 * (`/handling_sites/2/name`): the list is two levels up. Blank values pass (filling them in is
 * `filled`'s business); of two equal items the later one fails, so the message lands on the
 * item just typed. `together` (`"uniqueAmong": {"with": ["product_other"]}`, given comma-separated)
 * names properties of the item that count too: two "other" products with different names
 * are two products.
 */
export function isFirstOfItsValue(value: unknown, root: unknown, path: unknown, together = ''): boolean {
  if (!key(value) || typeof path !== 'string') return true;
  const segments = path.split('/').slice(1).map(unescape);
  if (segments.length < 2) return true;
  const also = together ? together.split(',') : [];
  const first = isFirstAt(value, also, root, segments);
  // it reads the other rows: a table row validated apart does it again when its result is reused
  noteRootRead((other) => isFirstAt(value, also, other, segments), first);
  return first;
}

function isFirstAt(value: unknown, together: readonly string[], root: unknown, segments: readonly string[]): boolean {
  const property = segments[segments.length - 1];
  const index = Number(segments[segments.length - 2]);
  let list: unknown = root;
  for (let i = 0; i < segments.length - 2; i++) {
    if (list === null || typeof list !== 'object') return true;
    list = (list as Record<string, unknown>)[segments[i]];
  }
  if (!Array.isArray(list) || !Number.isInteger(index) || index <= 0) return true;
  const item = list[index];
  const wanted = item && typeof item === 'object' ? itemKey(item as Record<string, unknown>, property, together) : key(value);
  const first = firstIndexOf(list, property, together).get(wanted);
  return first === undefined || first >= index;
}
