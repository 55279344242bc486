import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import type { LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { markerIcon } from './marker-icon';

export interface GeoPointMapProps {
  position: [number, number] | null;
  tileUrl: string;
  attribution: string;
  /** Where the map opens when there is no point yet. */
  center: [number, number];
  zoom: number;
  readonly: boolean;
  label: string;
  markerLabel: string;
  /** Leaflet's zoom buttons say "Zoom in" / "Zoom out" in English unless told otherwise. */
  zoomInLabel: string;
  zoomOutLabel: string;
  onPick: (lat: number, lng: number) => void;
  /** Called once when tiles fail and none has loaded: the map is of no use offline. */
  onTilesFailed: () => void;
}

function ClickToPick({ enabled, onPick }: { enabled: boolean; onPick: GeoPointMapProps['onPick'] }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => enabled && onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

// Typed coordinates move the marker; the view follows so the point stays visible.
function FollowPosition({ position }: { position: [number, number] | null }) {
  const map = useMap();
  const lat = position?.[0];
  const lng = position?.[1];
  useEffect(() => {
    if (lat !== undefined && lng !== undefined && !map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

/**
 * Leaflet makes its map a tab stop (arrows pan it, + and − zoom) with no name: the map itself
 * is named, as a widget that takes those keys (not a landmark: a form with several sites has
 * several maps of one name), and its focus ring drawn inside (the frame around it clips
 * anything outside).
 */
function NamedContainer({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'application');
    container.setAttribute('aria-label', label);
    container.style.outlineOffset = '-3px';
  }, [map, label]);
  return null;
}

/** The Leaflet map of the geoPoint field (loaded lazily: Leaflet stays out of other pages). */
export function GeoPointMap(props: GeoPointMapProps) {
  const { position, tileUrl, readonly, onPick, onTilesFailed } = props;
  const [loaded, setLoaded] = useState(false);
  return (
    <div>
      <MapContainer
        center={position ?? props.center}
        zoom={position ? Math.max(props.zoom, 13) : props.zoom}
        style={{ height: '16rem', width: '100%' }}
        attributionControl={!!props.attribution}
        zoomControl={false}
      >
        <ZoomControl position="topleft" zoomInTitle={props.zoomInLabel} zoomOutTitle={props.zoomOutLabel} />
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution={props.attribution}
            eventHandlers={{
              tileload: () => setLoaded(true),
              tileerror: () => !loaded && onTilesFailed(),
            }}
          />
        )}
        <NamedContainer label={props.label} />
        <ClickToPick enabled={!readonly} onPick={onPick} />
        <FollowPosition position={position} />
        {position && (
          <Marker
            position={position}
            icon={markerIcon}
            title={props.markerLabel}
            alt={props.markerLabel}
            draggable={!readonly}
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as LeafletMarker).getLatLng();
                onPick(lat, lng);
              },
            }}
          />
        )}
      </MapContainer>
    </div>
  );
}
