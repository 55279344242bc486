import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { getUiOptions, type FieldProps, type UiSchema } from '@rjsf/utils';
import type { PortalFormContext } from '../../src/forms/form-context';
import { rowSchemaOf } from '../../src/forms/table-rows';
import { tableColumns, type RowMapOption } from './columns';
import { withAnswerOptions } from './answer-options';
import type { Row } from './apply-paste';

/**
 * A table's row schema and its columns: the item schema's properties (`ui:order` of `items`
 * orders them), the parcel map's column when the table has a `rowMap`, and the choices of a
 * column fed by another step's answers as that step holds them now.
 */
export function useTableColumns({ schema, uiSchema, registry }: Pick<FieldProps<Row[]>, 'schema' | 'uiSchema' | 'registry'>) {
  const intl = useIntl();
  const { schemaUtils } = registry;
  const rowSchema = rowSchemaOf(schema);
  const itemSchema = useMemo(() => schemaUtils.retrieveSchema(rowSchema ?? {}), [schemaUtils, rowSchema]);
  const itemUi = uiSchema?.items as UiSchema | undefined;
  const rowMap = getUiOptions(uiSchema).rowMap as RowMapOption | undefined;
  const mapTitle = rowMap ? intl.formatMessage({ id: 'renderers.tableCells.mapColumn' }) : '';
  const declared = useMemo(
    () => tableColumns(itemSchema, itemUi, rowMap ? { option: rowMap, title: mapTitle } : undefined, (s) => schemaUtils.retrieveSchema(s)),
    [itemSchema, itemUi, rowMap, mapTitle, schemaUtils],
  );
  // a column fed by another step's answers offers what that step holds now (the same columns while it holds the same)
  const getAnswers = (registry.formContext as Partial<PortalFormContext> | undefined)?.getAnswers;
  const fed = withAnswerOptions(declared, getAnswers?.());
  const fedKey = fed === declared ? '' : JSON.stringify(fed.map((column) => column.options));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `fed` is new on every render; what it holds is `fedKey`
  const columns = useMemo(() => fed, [declared, fedKey]);
  return { itemSchema, columns };
}
