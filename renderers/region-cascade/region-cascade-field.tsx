import { Fieldset } from '@chakra-ui/react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { resolveCountry, type RegionCascadeValue } from './cascade-value';
import { LEVELS, type DivisionLevel } from './division-source';
import { RegionCascade } from './region-cascade';
import { FieldGroup } from '../templates/field-group';

/**
 * `ui:field: "regionCascade"`: four selects fed by the `misc/*` endpoints. The value is
 * `{ region, prefecture, municipal_unit, local_community }` (ids; a level is absent until
 * chosen). ui:options: `countryId` (default Greece, 1) or `countryField`, a sibling property
 * holding the country, read from `formContext.getFormData()` when the form provides it;
 * `columns`: the selects side by side from a laptop's width up.
 */
export function RegionCascadeField(props: FieldProps<RegionCascadeValue>) {
  const { formData, fieldPathId, onChange, uiSchema, schema, name, errorSchema, registry } = props;
  const options = getUiOptions(uiSchema) as Record<string, unknown>;
  const countryId = resolveCountry(options, registry.formContext, fieldPathId.path);
  const title = (options.title as string | undefined) ?? schema.title ?? name;
  const invalid = Object.fromEntries(
    LEVELS.map((level) => [level, !!errorSchema?.[level]?.__errors?.length]),
  ) as Record<DivisionLevel, boolean>;
  return (
    <FieldGroup id={fieldPathId.$id} legendId={title ? `${fieldPathId.$id}__legend` : undefined} invalid={!!props.rawErrors?.length} disabled={props.disabled}>
      {title && <Fieldset.Legend id={`${fieldPathId.$id}__legend`}>{title}</Fieldset.Legend>}
      <RegionCascade
        idPrefix={fieldPathId.$id}
        countryId={countryId}
        value={formData}
        readonly={props.readonly}
        disabled={props.disabled}
        invalid={invalid}
        columns={typeof options.columns === 'number' ? options.columns : 1}
        onChange={(value) => onChange(value, fieldPathId.path, undefined, fieldPathId.$id)}
        onBlur={() => props.onBlur(fieldPathId.$id, formData)}
      />
    </FieldGroup>
  );
}
