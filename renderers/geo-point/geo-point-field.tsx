import { lazy, Suspense, useState } from 'react';
import { Box, Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { errorId, getUiOptions, helpId, type FieldProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { AddressSearch } from './address-search';
import { CoordinateInput } from './coordinate-input';
import {
  draftFromValue, isPartial, markerPosition, pointFromMap, sameValue, valueFromDraft,
  type GeoPointDraft, type GeoPointValue,
} from './geo-point-value';
import { mapConfig, OSM_ATTRIBUTION, OSM_LINK } from './map-config';
import { FieldGroup } from '../templates/field-group';
import { shouldShowErrors } from '../../src/forms/form-context';

// Leaflet is big and needs a browser; pages without a map never load it.
const GeoPointMap = lazy(() => import('./geo-point-map').then((module) => ({ default: module.GeoPointMap })));

const GREECE: [number, number] = [38.3, 23.8];

/**
 * `ui:field: "geoPoint"`: latitude and longitude inputs, an optional address search and a
 * map to click or drag the marker on. The value is `{ lat, lon }` (strings, WGS84, 6
 * decimals from the map) or `null` while a coordinate is missing. ui:options: `tileUrl`,
 * `geocoderUrl` (`''` = none), `tileAttribution`, `center` ([lat, lon]), `zoom`.
 */
export function GeoPointField(props: FieldProps<GeoPointValue>) {
  const { formData, fieldPathId, onChange, onBlur, schema, uiSchema, name, rawErrors, registry } = props;
  const readonly = !!props.readonly;
  const disabled = !!props.disabled;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const options = getUiOptions(uiSchema) as Record<string, unknown>;
  const config = mapConfig(options);
  // OpenStreetMap's credit in the portal's language (its name stays as it is)
  const attribution = config.attribution === OSM_ATTRIBUTION ? intl.formatMessage({ id: 'renderers.geoPoint.osmAttribution' }, { osm: OSM_LINK }) : config.attribution;
  const id = fieldPathId.$id;

  const [draft, setDraft] = useState<GeoPointDraft>(() => draftFromValue(formData));
  const [shown, setShown] = useState(formData);
  // The form changed the value (reset, fixture): show it, unless it is what is typed already.
  if (!sameValue(formData, shown)) {
    setShown(formData);
    if (!sameValue(formData, valueFromDraft(draft))) setDraft(draftFromValue(formData));
  }
  const [offline, setOffline] = useState(() => !config.tileUrl || globalThis.navigator?.onLine === false);

  const update = (next: GeoPointDraft) => {
    setDraft(next);
    const value = valueFromDraft(next);
    if (!sameValue(value, formData)) onChange(value, fieldPathId.path, undefined, id);
  };
  const pick = (lat: number, lng: number) => update(pointFromMap(lat, lng));

  const invalid = !!rawErrors?.length;
  const title = (options.title as string | undefined) ?? schema.title ?? name;
  // the messages only while they are drawn (FieldErrorTemplate): an id named must be in the page
  const describedBy = invalid && shouldShowErrors(registry.formContext, id) ? `${helpId(id)} ${errorId(id)}` : helpId(id);
  const position = markerPosition(valueFromDraft(draft));
  const editable = !readonly && !disabled;
  const center = Array.isArray(options.center) ? (options.center as [number, number]) : GREECE;

  return (
    <FieldGroup id={id} legendId={title ? `${id}__legend` : undefined} invalid={invalid} disabled={disabled}>
      {title && <Fieldset.Legend id={`${id}__legend`}>{title}</Fieldset.Legend>}
      <Stack gap={3}>
        {config.geocoderUrl && editable && (
          <AddressSearch id={id} geocoderUrl={config.geocoderUrl} disabled={disabled} onFound={(m) => update(m.point)} />
        )}
        <HStack align="end" gap={3} wrap="wrap">
          {(['lat', 'lon'] as const).map((axis) => (
            <CoordinateInput
              key={axis}
              id={`${id}_${axis}`}
              label={t(axis === 'lat' ? 'renderers.geoPoint.latitude' : 'renderers.geoPoint.longitude')}
              value={draft[axis]}
              invalid={invalid}
              readonly={readonly}
              disabled={disabled}
              describedBy={describedBy}
              onChange={(text) => update({ ...draft, [axis]: text })}
              onBlur={() => onBlur(id, valueFromDraft(draft))}
            />
          ))}
          {editable && position && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                update({ lat: '', lon: '' });
                // the button goes with the point: the person continues at the latitude, to type a new one
                document.getElementById(`${id}_lat`)?.focus();
              }}
            >
              {t('renderers.geoPoint.clear')}
            </Button>
          )}
        </HStack>
        <Text id={helpId(id)} fontSize="sm" color={isPartial(draft) ? 'fg.warning' : 'fg.muted'}>
          {isPartial(draft) ? t('renderers.geoPoint.partial') : intl.formatMessage({ id: 'renderers.geoPoint.help' }, { country: options.countryId === 2 ? 'ES' : 'GR' })}
        </Text>
        {offline && (
          <Text role="status" fontSize="sm" color="fg.warning">
            {t('renderers.geoPoint.offline')}
          </Text>
        )}
        <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted">
          <Suspense fallback={<Box height="16rem" />}>
            <GeoPointMap
              position={position}
              tileUrl={offline ? '' : config.tileUrl}
              attribution={attribution}
              center={center}
              zoom={typeof options.zoom === 'number' ? options.zoom : 6}
              readonly={!editable}
              label={t('renderers.geoPoint.mapLabel')}
              markerLabel={t('renderers.geoPoint.markerLabel')}
              zoomInLabel={t('renderers.geoPoint.zoomIn')}
              zoomOutLabel={t('renderers.geoPoint.zoomOut')}
              onPick={pick}
              onTilesFailed={() => setOffline(true)}
            />
          </Suspense>
        </Box>
      </Stack>
    </FieldGroup>
  );
}
