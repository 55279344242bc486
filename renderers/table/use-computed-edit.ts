import { useCallback, useMemo } from 'react';
import { COMPUTED } from '../../src/validation/computed-values';
import type { CellValue, TableColumn } from './columns';

type Edit = (row: number, key: string, value: CellValue) => void;

/**
 * The table's cell edit, followed by the computed columns (`"ui:cell": "computed"`) whose
 * source column it changed: computed with the function the server checks them with.
 * Editing any other column costs one lookup, so typing stays as fast as before.
 */
export function useComputedEdit(columns: readonly TableColumn[], edit: Edit): Edit {
  const bySource = useMemo(() => {
    const map = new Map<string, TableColumn[]>();
    for (const column of columns) {
      if (column.cell !== 'computed' || !column.from || !column.compute || !COMPUTED[column.compute]) continue;
      map.set(column.from, [...(map.get(column.from) ?? []), column]);
    }
    return map;
  }, [columns]);
  return useCallback(
    (row, key, value) => {
      edit(row, key, value);
      for (const column of bySource.get(key) ?? []) {
        edit(row, column.key, COMPUTED[column.compute!]({ [key]: value }, key));
      }
    },
    [bySource, edit],
  );
}
