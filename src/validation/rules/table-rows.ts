import type { ErrorObject } from 'ajv';

/**
 * The rows of a table validated apart, each once while it stays the same object (see
 * `table-rows-apart.ts`). A form hands its answers to validation on every change; for a table
 * of 10,000 parcels that was Ajv over 80,000 cells (some 15 ms) each time one cell changed.
 * Table rows are never changed in place (an edit makes a new row object), so a row that is
 * the same object at the same place as last time has the same errors, unless its errors read
 * something outside the row: those reads are recorded (`noteRootRead`) and checked again.
 */

/** A row validator as Ajv generates it: any compiled schema takes the context of its caller. */
export interface RowValidate {
  (data: unknown, context?: RowContext): boolean;
  errors?: ErrorObject[] | null;
}

export interface RowContext {
  instancePath: string;
  parentData: unknown;
  parentDataProperty: unknown;
  rootData: unknown;
  dynamicAnchors?: unknown;
}

/** A check that looked outside the row (at the whole answers), with what it found. */
interface RootRead {
  check: (root: unknown) => boolean;
  result: boolean;
}

interface Checked {
  /** Where the row was (errors carry it in their instancePath): its list's path and its index. */
  list: string;
  index: number;
  errors: ErrorObject[] | null;
  reads: readonly RootRead[];
}

interface TableRows {
  validate: RowValidate;
  checked: WeakMap<object, Checked>;
}

const tables = new Map<string, TableRows>();
/** While a row is validated: what it read outside itself (NO_READS until it reads something); null otherwise. */
let reads: readonly RootRead[] | null = null;
const NO_READS: readonly RootRead[] = Object.freeze([]);

/** Makes row validators known by the key their form's `tableRows` keyword names (generated modules call this). */
export function registerTableRows(validators: Readonly<Record<string, RowValidate>>): void {
  for (const [key, validate] of Object.entries(validators)) tables.set(key, { validate, checked: new WeakMap() });
}

/**
 * Called by a check that reads the whole answers rather than its own value (`uniqueAmong`),
 * with a way to do it again on other answers: while a row is validated, its result is kept with
 * the row's, and a later validation of the same row does the check again before reusing them.
 */
export function noteRootRead(check: (root: unknown) => boolean, result: boolean): void {
  if (reads === null) return;
  const read = { check, result };
  if (reads === NO_READS) reads = [read];
  else (reads as RootRead[]).push(read);
}

// Fresh objects each time: rjsf's localizer writes messages into the errors it is given, and
// the caller's generated code appends later errors to the first array it receives.
const copies = (errors: readonly ErrorObject[]): ErrorObject[] => errors.map((error) => ({ ...error }));

/**
 * The errors of a table's rows (`null`: none), with instance paths from the root, as the form's
 * own validator would have found them in `rows` at `listPath`. Used by the code of the
 * `tableRows` keyword.
 */
export function validateTableRows(key: string, rows: readonly unknown[], listPath: string, rootData: unknown, dynamicAnchors?: unknown): ErrorObject[] | null {
  const table = tables.get(key);
  // a form compiled with its rows apart but without them would accept any row
  if (!table) throw new Error(`tableRows: no row validator "${key}" was registered`);
  let found: ErrorObject[] | null = null;
  for (let index = 0; index < rows.length; index++) {
    const errors = rowErrors(table, rows, index, listPath, rootData, dynamicAnchors);
    if (errors) found = found ? found.concat(errors) : errors;
  }
  return found;
}

function rowErrors(table: TableRows, rows: readonly unknown[], index: number, listPath: string, rootData: unknown, dynamicAnchors: unknown): ErrorObject[] | null {
  const row = rows[index];
  const kept = row !== null && typeof row === 'object';
  if (kept) {
    // the usual case, every row but those just edited: a lookup, nothing made
    const known = table.checked.get(row);
    if (known !== undefined && known.index === index && known.list === listPath && stillHold(known.reads, rootData)) return known.errors && copies(known.errors);
  }
  const outer = reads;
  reads = NO_READS;
  try {
    const context: RowContext = { instancePath: `${listPath}/${index}`, parentData: rows, parentDataProperty: index, rootData, dynamicAnchors };
    const errors = table.validate(row, context) ? null : (table.validate.errors ?? null);
    if (kept) table.checked.set(row, { list: listPath, index, errors, reads });
    return errors && copies(errors);
  } finally {
    reads = outer;
  }
}

function stillHold(rootReads: readonly RootRead[], rootData: unknown): boolean {
  for (const read of rootReads) if (read.check(rootData) !== read.result) return false;
  return true;
}
