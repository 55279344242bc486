// Values a form computes from other answers (a table's read-only column, for instance). The
// browser fills them in and the server checks them with the same functions, so both agree.

type Row = Record<string, unknown>;

const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((r): r is Row => !!r && typeof r === 'object') : [];

/**
 * Percentage of organic ingredients of a product (spec §3): the participation rates of the
 * ingredients marked organic over all rates, rounded to one decimal. No ingredient with a
 * rate: no value.
 */
export function organicShare(row: Row, from = 'ingredients'): number | undefined {
  let total = 0;
  let organic = 0;
  for (const ingredient of rowsOf(row[from])) {
    const rate = typeof ingredient.rate === 'number' && Number.isFinite(ingredient.rate) && ingredient.rate > 0 ? ingredient.rate : 0;
    total += rate;
    if (ingredient.organic === true) organic += rate;
  }
  return total > 0 ? Math.round((organic / total) * 1000) / 10 : undefined;
}

/** Computations by the name a ui schema gives them (`"ui:options": { "compute": "organicShare" }`). */
export const COMPUTED: Readonly<Record<string, (row: Row, from?: string) => number | undefined>> = { organicShare };
