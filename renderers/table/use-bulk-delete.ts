import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

/** ui:options of a table's bulk deletion: message ids of its warning and its outcomes. */
export interface BulkDeleteOption {
  confirmBody?: string;
  done?: string;
  failed?: string;
}

/**
 * The rows ticked for deletion and the confirmation asked before they go. The dialog is
 * mounted on first use (`asked`), and a deletion that would leave fewer rows than the table
 * must keep is refused in the table's own words when it has them (`bulkDelete.failed`).
 */
export function useBulkDelete(bulk: BulkDeleteOption, rowKeys: readonly string[]) {
  const intl = useIntl();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState(false);
  const [failure, setFailure] = useState('');
  const askToDelete = useCallback(() => {
    setFailure('');
    setAsked(true);
    setConfirming(true);
  }, []);
  const failedMessage = bulk.failed;
  const deleteRefused = useMemo(
    () => (failedMessage ? () => setFailure(intl.formatMessage({ id: failedMessage })) : undefined),
    [failedMessage, intl],
  );
  // Only selected rows that still exist count (rows can change from outside). Nothing
  // selected, the usual case, needs no pass over every row key.
  const selectedNow = useMemo(() => (selected.size ? new Set(rowKeys.filter((key) => selected.has(key))) : selected), [rowKeys, selected]);
  return { selected: selectedNow, setSelected, confirming, setConfirming, asked, failure, askToDelete, deleteRefused };
}
