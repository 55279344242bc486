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

function firstIndexOf(list: readonly unknown[], property: string): Map<string, number> {
  if (!firstIndexes) {
    firstIndexes = new WeakMap();
    queueMicrotask(() => (firstIndexes = null));
  }
  let byProperty = firstIndexes.get(list);
  if (!byProperty) firstIndexes.set(list, (byProperty = new Map()));
  let first = byProperty.get(property);
  if (!first) {
    first = new Map();
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      if (item === null || typeof item !== 'object') continue;
      const found = key((item as Record<string, unknown>)[property]);
      if (found && !first.has(found)) first.set(found, i);
    }
    byProperty.set(property, first);
  }
  return first;
}

/**
 * `uniqueAmong`: whether no earlier item of the list that holds this value's item has the same
 * value in the same property, compared trimmed and case-insensitively ("Main store" and
 * " main STORE " are the same name). `path` is the value's JSON pointer from `root`
 * (`/handling_sites/2/name`): the list is two levels up. Blank values pass (filling them in is
 * `filled`'s business); of two equal items the later one fails, so the message lands on the
 * item just typed.
 */
export function isFirstOfItsValue(value: unknown, root: unknown, path: unknown): boolean {
  const wanted = key(value);
  if (!wanted || typeof path !== 'string') return true;
  const segments = path.split('/').slice(1).map(unescape);
  if (segments.length < 2) return true;
  const first = isFirstAt(wanted, root, segments);
  // it reads the other rows: a table row validated apart does it again when its result is reused
  noteRootRead((other) => isFirstAt(wanted, other, segments), first);
  return first;
}

function isFirstAt(wanted: string, root: unknown, segments: readonly string[]): boolean {
  const property = segments[segments.length - 1];
  const index = Number(segments[segments.length - 2]);
  let list: unknown = root;
  for (let i = 0; i < segments.length - 2; i++) {
    if (list === null || typeof list !== 'object') return true;
    list = (list as Record<string, unknown>)[segments[i]];
  }
  if (!Array.isArray(list) || !Number.isInteger(index) || index <= 0) return true;
  const first = firstIndexOf(list, property).get(wanted);
  return first === undefined || first >= index;
}
