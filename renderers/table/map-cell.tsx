import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { TableColumn } from './columns';
import type { Row } from './apply-paste';
import type { RowActions } from './row-actions';
import { CellDialog } from './cell-dialog';
import { CellButton } from './cell-button';

export interface MapCellProps {
  row: number;
  col: number;
  column: TableColumn;
  /** The whole row: the map reads and writes its latitude and longitude columns. */
  value: Row | undefined;
  active: boolean;
  id: string;
  actions: RowActions;
}

type Point = { lat: string; lon: string } | null;

const POINT_SCHEMA: RJSFSchema = {
  type: ['object', 'null'],
  properties: { lat: { type: 'string' }, lon: { type: 'string' } },
};

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * The column a table's `rowMap` option adds: a button per row that opens the geoPoint field
 * (typed coordinates, and the map when its tiles load) and writes the point picked into the
 * row's latitude and longitude columns. Without tiles the typed coordinates still work.
 */
export const MapCell = memo(function MapCell(props: MapCellProps) {
  const { row, column, value, id, actions } = props;
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const latKey = column.lat ?? 'lat';
  const lonKey = column.lon ?? 'lon';
  const lat = text(value?.[latKey]);
  const lon = text(value?.[lonKey]);
  const point: Point = lat || lon ? { lat, lon } : null;
  const label = intl.formatMessage({ id: 'renderers.tableCells.pickOnMap' }, { row: row + 1 });
  const ui = { 'ui:field': 'geoPoint', 'ui:options': { ...column.mapOptions } } as UiSchema;
  return (
    <CellButton
      place={props}
      label={label}
      title={label}
      open={open}
      onOpen={() => setOpen(true)}
      after={
        open && (
          <CellDialog<Point>
            title={intl.formatMessage({ id: 'renderers.tableCells.mapTitle' }, { row: row + 1 })}
            schema={POINT_SCHEMA}
            uiSchema={ui}
            value={point}
            id={`${id}__dialog`}
            onCancel={() => setOpen(false)}
            onDone={(next) => {
              setOpen(false);
              actions.commit(row, latKey, next?.lat || undefined);
              actions.commit(row, lonKey, next?.lon || undefined);
            }}
          />
        )
      }
    >
      {intl.formatMessage({ id: point ? 'renderers.tableCells.mapChange' : 'renderers.tableCells.mapPick' })}
    </CellButton>
  );
});
