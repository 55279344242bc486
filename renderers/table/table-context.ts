import { createContext, useContext } from 'react';
import type { Registry } from '@rjsf/utils';

/**
 * What cells with their own renderer need from the form: rjsf's registry, to render a
 * property's own field in a dialog. Provided by the table field; cells read it only when opened.
 */
export interface TableContextValue {
  registry: Registry;
  readonly: boolean;
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTableContext(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('a table cell renderer outside a table field');
  return value;
}
