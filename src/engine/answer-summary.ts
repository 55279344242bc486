import { resolvePointer } from './json-pointer.ts';
import { matchCondition } from './condition-match.ts';

type Json = Record<string, unknown>;

/** One answer as the person gave it, ready to print: words, or a reference to name. */
export type SummaryValue =
  | { kind: 'text'; text: string }
  /** A number, written in the reader's language ("2,5" in Greek and Spanish), without grouping (a year stays 2026). */
  | { kind: 'number'; value: number }
  /** A message id to translate (a choice's title, yes/no); `other`: the list's "other (name it)", for staff to look at. */
  | { kind: 'message'; id: string; other?: true }
  | { kind: 'date'; iso: string }
  | { kind: 'file'; name: string }
  /** A place in the region cascade: ids from region down to local community. */
  | { kind: 'division'; ids: string[] }
  | { kind: 'list'; values: SummaryValue[] };

/** What a summary shows: a question and its answer, a titled group, or a table. */
export type SummaryItem =
  | { kind: 'answer'; path: string; label: string; value: SummaryValue }
  /** `number` and `name` tell apart the records of a list ("Subcontractor 2: Olive mill"). */
  | { kind: 'group'; path: string; label: string; number?: number; name?: string; items: SummaryItem[] }
  | { kind: 'table'; path: string; label: string; columns: string[]; rows: (SummaryValue | null)[][] };

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const isFileRef = (v: unknown): v is { name: string } => isObject(v) && typeof v.id === 'string' && typeof v.name === 'string';
const isPoint = (v: unknown): v is { lat: unknown; lon: unknown } => isObject(v) && 'lat' in v && 'lon' in v;
// a place of the region cascade, by its field or by its shared definition (a handling site's
// address is drawn by its own renderer, with no ui:field of its own)
const isDivision = (schema: Json, ui: Json) => ui['ui:field'] === 'regionCascade' || schema.title === 'defs.regionCascade.title';

function deref(root: Json, node: unknown): Json {
  let current = isObject(node) ? node : {};
  for (let hops = 0; typeof current.$ref === 'string' && current.$ref.startsWith('#') && hops < 20; hops += 1) {
    const { found, value } = resolvePointer(root, current.$ref.slice(1));
    if (!found || !isObject(value)) break;
    const { $ref: _ignored, ...rest } = current;
    current = { ...value, ...rest };
  }
  return current;
}

/** The properties an object shows for its answers: its own, and those of the branches that hold. */
function shownProperties(root: Json, schema: Json, value: Json): Record<string, Json> {
  const properties: Record<string, Json> = {};
  const take = (node: Json) => {
    if (isObject(node.properties)) {
      for (const [key, child] of Object.entries(node.properties)) properties[key] = { ...properties[key], ...deref(root, child) };
    }
    if ('if' in node) {
      const branch = matchCondition(node.if, value) ? node.then : node.else;
      if (isObject(branch)) take(deref(root, branch));
    }
    for (const part of Array.isArray(node.allOf) ? node.allOf : []) if (isObject(part)) take(deref(root, part));
  };
  take(schema);
  return properties;
}

/** Property names in the order the ui schema gives (`*` for the rest), else the schema's. */
function ordered(keys: string[], ui: Json): string[] {
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : ['*'];
  const named = order.filter((key) => key !== '*' && keys.includes(key));
  const rest = keys.filter((key) => !named.includes(key));
  const star = order.indexOf('*');
  return star < 0 ? [...named, ...rest] : [...named.slice(0, star), ...rest, ...named.slice(star)];
}

const titleOf = (schema: Json, ui: Json, fallback: string) =>
  typeof ui['ui:title'] === 'string' ? ui['ui:title'] : typeof schema.title === 'string' ? schema.title : fallback;

function scalar(schema: Json, ui: Json, value: unknown, root: Json = {}): SummaryValue {
  const choices = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  const choice = choices?.find((c) => isObject(c) && c.const === value) as Json | undefined;
  if (choice && typeof choice.title === 'string') return choice.other === true ? { kind: 'message', id: choice.title, other: true } : { kind: 'message', id: choice.title };
  if (typeof value === 'boolean') return { kind: 'message', id: value ? 'forms.yesNo.yes' : 'forms.yesNo.no' };
  if (typeof value === 'string' && (schema.format === 'date' || ui['ui:widget'] === 'date') && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return { kind: 'date', iso: value };
  }
  if (isFileRef(value)) return { kind: 'file', name: value.name };
  if (isPoint(value)) return { kind: 'text', text: `${String(value.lat)}, ${String(value.lon)}` };
  if (isDivision(schema, ui) && isObject(value)) {
    const ids = ['region', 'prefecture', 'municipal_unit', 'local_community'].map((k) => value[k]).filter((id): id is string => typeof id === 'string');
    return { kind: 'division', ids };
  }
  if (Array.isArray(value)) {
    const items = deref(root, schema.items);
    return { kind: 'list', values: value.map((v) => scalar(items, isObject(ui.items) ? ui.items : {}, v, root)) };
  }
  if (isObject(value)) {
    // a record inside one answer (an ingredient of a product): each part as an answer of its
    // own, so that a yes/no or a choice is in words, not "true" or a stored code
    const properties = isObject(schema.properties) ? schema.properties : {};
    const parts = Object.entries(value).filter(([, v]) => !isEmpty(v));
    return { kind: 'list', values: parts.map(([key, v]) => scalar(deref({}, properties[key]), isObject(ui[key]) ? ui[key] : {}, v)) };
  }
  if (typeof value === 'number') return { kind: 'number', value };
  return { kind: 'text', text: String(value) };
}

/** How a number answer is written: the reader's decimal sign, no thousands grouping (years, codes), every decimal given. */
export const NUMBER_ANSWER = { useGrouping: false, maximumFractionDigits: 10 } as const;

/** Whether a value is one answer (printed on one line) rather than a group of questions. */
const isLeaf = (schema: Json, ui: Json, value: unknown) =>
  !isObject(value) ||
  isFileRef(value) ||
  isPoint(value) ||
  isDivision(schema, ui) ||
  (!isObject(schema.properties) && !('if' in schema) && !Array.isArray(schema.allOf));

function tableOf(root: Json, schema: Json, ui: Json, rows: Json[], path: string, label: string): SummaryItem {
  const itemSchema = deref(root, schema.items);
  const itemUi = isObject(ui.items) ? ui.items : {};
  const properties = shownProperties(root, itemSchema, {});
  const keys = ordered(Object.keys(properties), itemUi).filter((key) => !isHidden(itemUi[key]));
  return {
    kind: 'table',
    path,
    label,
    columns: keys.map((key) => titleOf(properties[key]!, uiOf(itemUi, key), key)),
    rows: rows.map((row) => keys.map((key) => (isEmpty(row[key]) ? null : scalar(properties[key]!, uiOf(itemUi, key), row[key], root)))),
  };
}

const uiOf = (ui: Json, key: string): Json => (isObject(ui[key]) ? (ui[key] as Json) : {});
const isHidden = (ui: unknown) => isObject(ui) && ui['ui:widget'] === 'hidden';

function itemsOf(root: Json, schema: Json, ui: Json, value: unknown, path: string): SummaryItem[] {
  if (!isObject(value)) return [];
  const properties = shownProperties(root, schema, value);
  const out: SummaryItem[] = [];
  for (const key of ordered(Object.keys(properties), ui)) {
    const child = properties[key]!;
    const childUi = uiOf(ui, key);
    const answer = value[key];
    if (isHidden(childUi) || isEmpty(answer)) continue;
    const childPath = `${path}/${key}`;
    const label = titleOf(child, childUi, key);
    out.push(...itemOf(root, child, childUi, answer, childPath, label));
  }
  return out;
}

function itemOf(root: Json, schema: Json, ui: Json, value: unknown, path: string, label: string): SummaryItem[] {
  if (Array.isArray(value) && value.some((v) => isObject(v) && !isFileRef(v))) {
    const rows = value.filter(isObject);
    if (ui['ui:field'] === 'table') return [tableOf(root, schema, ui, rows, path, label)];
    const itemSchema = deref(root, schema.items);
    const itemUi = isObject(ui.items) ? ui.items : {};
    const itemLabel = titleOf(itemSchema, itemUi, label);
    return rows.map((row, index) => ({
      kind: 'group',
      path: `${path}/${index}`,
      label: itemLabel,
      number: index + 1,
      ...(typeof row.name === 'string' && row.name ? { name: row.name } : {}),
      items: itemsOf(root, itemSchema, itemUi, row, `${path}/${index}`),
    }));
  }
  if (isLeaf(schema, ui, value)) return [{ kind: 'answer', path, label, value: scalar(schema, ui, value, root) }];
  const items = itemsOf(root, schema, ui, value, path);
  return items.length ? [{ kind: 'group', path, label, items }] : [];
}

/**
 * The answers of one form as a summary that follows the form: questions in the ui schema's
 * order with the titles (message ids) they are asked with, the branches of `if`/`then` that
 * hold, tables as tables and lists of records as numbered groups. Unanswered and hidden
 * questions are left out. Framework-free: the review page and the PDF both read it.
 */
export function answerSummary(schema: Json, uiSchema: Json, answers: unknown): SummaryItem[] {
  return itemsOf(schema, schema, uiSchema, answers, '');
}

/**
 * The one answer at `pointer` within a form's answers (`/products/0/product`), as the summary
 * shows it: a choice as its title's message id, a date as a date; null when unanswered.
 */
export function answerAt(schema: Json, uiSchema: Json, answers: unknown, pointer: string): SummaryValue | null {
  let node = schema;
  let ui = uiSchema;
  let value = answers;
  for (const key of pointer.split('/').slice(1)) {
    if (Array.isArray(value)) {
      node = deref(schema, node.items);
      ui = isObject(ui.items) ? ui.items : {};
      value = value[Number(key)];
    } else if (isObject(value)) {
      node = deref(schema, shownProperties(schema, node, value)[key]);
      ui = uiOf(ui, key);
      value = value[key];
    } else return null;
  }
  return isEmpty(value) ? null : scalar(node, ui, value, schema);
}
