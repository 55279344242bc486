import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Button, HStack, Text } from '@chakra-ui/react';

export interface TableToolbarProps {
  rowCount: number;
  selectedCount: number;
  minItems: number;
  maxItems: number;
  /** Ids of the texts explaining the limits, referenced by the buttons they disable. */
  minHintId: string;
  maxHintId: string;
  onAdd: () => void;
  onDeleteSelected: () => void;
  /** Called instead when the selection cannot be deleted (too few rows would remain). */
  onDeleteRefused?: () => void;
}

/**
 * Add a row, delete the selected rows, and the limits that stop either. Memoised: moving
 * between cells renders the table, and the toolbar has not changed.
 */
export const TableToolbar = memo(function TableToolbar(props: TableToolbarProps) {
  const { rowCount, selectedCount, minItems, maxItems, minHintId, maxHintId } = props;
  const intl = useIntl();
  const atMax = rowCount >= maxItems;
  const atMin = rowCount <= minItems;
  // Deleting the selection must leave at least minItems rows.
  const deleteBlocked = selectedCount > 0 && rowCount - selectedCount < minItems;
  return (
    <>
      <HStack gap={3} wrap="wrap" mb={2}>
        <Button
          size="sm"
          variant="outline"
          aria-disabled={atMax || undefined}
          aria-describedby={atMax ? maxHintId : undefined}
          onClick={() => !atMax && props.onAdd()}
        >
          {intl.formatMessage({ id: 'renderers.table.addRow' })}
        </Button>
        <Button
          size="sm"
          variant="outline"
          // red only once there is something to delete: an idle button must not look dangerous
          colorPalette={selectedCount === 0 ? 'gray' : 'red'}
          disabled={selectedCount === 0}
          aria-disabled={deleteBlocked || undefined}
          aria-describedby={deleteBlocked ? minHintId : undefined}
          onClick={() => (deleteBlocked ? props.onDeleteRefused?.() : props.onDeleteSelected())}
        >
          {intl.formatMessage({ id: 'renderers.table.deleteSelected' }, { count: selectedCount })}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: 'renderers.table.rowCount' }, { count: rowCount })}
          {' · '}
          {intl.formatMessage({ id: 'renderers.table.selectedCount' }, { count: selectedCount })}
        </Text>
      </HStack>
      {(atMin || deleteBlocked) && minItems > 0 && (
        <Text id={minHintId} fontSize="sm" color="fg.muted" mb={2}>
          {intl.formatMessage({ id: 'renderers.table.minRows' }, { min: minItems })}
        </Text>
      )}
      {atMax && (
        <Text id={maxHintId} fontSize="sm" color="fg.muted" mb={2}>
          {intl.formatMessage({ id: 'renderers.table.maxRows' }, { max: maxItems })}
        </Text>
      )}
    </>
  );
});
