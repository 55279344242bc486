/** How many stale rows one pass keys unless told (a first search after a bulk import or an upgrade makes several passes). */
const KEYING_BATCH = 2000;

/**
 * Brings a search's stored keys up to date (the register's, the queue's, the customers'): reads
 * up to `batch` stale rows, writes their keys, again until a pass finds fewer. Cheap when
 * nothing is stale: one look at a partial index that holds only the stale rows. Answers how
 * many rows it keyed.
 */
export async function refreshStale<Row>(stale: (limit: number) => Promise<Row[]>, write: (rows: Row[]) => Promise<void>, batch = KEYING_BATCH): Promise<number> {
  let keyed = 0;
  for (;;) {
    const rows = await stale(batch);
    await write(rows);
    keyed += rows.length;
    if (rows.length < batch) return keyed;
  }
}
