import { useEffect, useRef } from 'react';
import { Grid, GridItem, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { chooseDivision, levelsOf, NO_COUNTRY_YET, SPAIN_ID, type RegionCascadeValue } from './cascade-value';
import { LEVELS, type DivisionLevel } from './division-source';
import { DivisionSelect } from './division-select';

const LABELS: Record<DivisionLevel, string> = {
  region: 'defs.regionCascade.region',
  prefecture: 'defs.regionCascade.prefecture',
  municipal_unit: 'defs.regionCascade.municipalUnit',
  local_community: 'defs.regionCascade.localCommunity',
};
// Spain names its levels differently: comunidad autónoma, provincia, municipio.
const SPANISH_LABELS: Partial<Record<DivisionLevel, string>> = {
  region: 'renderers.regionCascade.spain.region',
  prefecture: 'renderers.regionCascade.spain.prefecture',
  municipal_unit: 'renderers.regionCascade.spain.municipalUnit',
};

export interface RegionCascadeProps {
  /** Prefix of the selects' ids: `<idPrefix>_region`, `<idPrefix>_prefecture`… */
  idPrefix: string;
  countryId: number;
  value: RegionCascadeValue | undefined;
  onChange: (value: RegionCascadeValue) => void;
  /** Leaving any of the selects: the form then shows the cascade's messages. */
  onBlur?: () => void;
  readonly?: boolean;
  disabled?: boolean;
  /** Levels with a validation error. */
  invalid?: Partial<Record<DivisionLevel, boolean>>;
  /** Selects side by side from a laptop's width up (`ui:options.columns`); one under the other below. */
  columns?: number;
}

/** Region → prefecture → municipal unit → local community; choosing a parent clears its children. */
export function RegionCascade({ idPrefix, countryId, value, onChange, columns = 1, ...props }: RegionCascadeProps) {
  const intl = useIntl();
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const previousCountry = useRef(countryId);
  // Another country makes every chosen id meaningless.
  useEffect(() => {
    if (previousCountry.current === countryId) return;
    previousCountry.current = countryId;
    const { value: current, onChange: change } = latest.current;
    if (current && Object.keys(current).length) change({});
  }, [countryId]);
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: `repeat(${Math.max(1, columns)}, minmax(0, 1fr))` }} gap={3}>
      {countryId === NO_COUNTRY_YET && (
        <GridItem colSpan={{ base: 1, md: Math.max(1, columns) }}>
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage({ id: 'renderers.regionCascade.countryFirst' })}
          </Text>
        </GridItem>
      )}
      {levelsOf(countryId).map((level) => {
        const depth = LEVELS.indexOf(level);
        const parent = depth === 0 ? (countryId === NO_COUNTRY_YET ? undefined : String(countryId)) : value?.[LEVELS[depth - 1]];
        const label = (countryId === SPAIN_ID && SPANISH_LABELS[level]) || LABELS[level];
        return (
          <DivisionSelect
            key={level}
            id={`${idPrefix}_${level}`}
            label={intl.formatMessage({ id: label })}
            level={level}
            parent={parent}
            value={value?.[level]}
            readonly={!!props.readonly}
            disabled={!!props.disabled}
            invalid={!!props.invalid?.[level]}
            onChange={(id) => onChange(chooseDivision(value, level, id))}
            onBlur={props.onBlur}
          />
        );
      })}
    </Grid>
  );
}
