'use client';

import { type StyleSpecification, setWorkerUrl } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import MapGL, { Layer, Marker, Source } from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { Zone } from '@/lib/contract/zone';
import { MapPin } from './map-pin';

// MapLibre looks for its worker beside its own script, which the bundler renames
// and moves; the bundler emits the worker file itself when it sees this URL.
setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

export type MapViewState = { lat: number; lng: number; zoom: number };

/**
 * Without a map service (the default), a plain background: the map still pans
 * and zooms offline, and the zones drawn on it show where the shop delivers.
 */
const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef1ea' } }],
};

const MAP_STYLE = process.env.NEXT_PUBLIC_MAP_STYLE_URL || OFFLINE_STYLE;

type MapViewProps = {
  view: MapViewState;
  onMove: (view: MapViewState) => void;
  zones: Zone[];
  /** The canvas's accessible name. */
  label: string;
  /** The map could not start (no WebGL) or its style did not load. */
  onUnavailable: () => void;
  /** A fixed place to pin (a branch); the address picker's pin is its own, over the centre. */
  marker?: { lat: number; lng: number };
};

/** Zone boundaries come as [lat, lng] rings; GeoJSON wants closed [lng, lat] rings. */
function zonesAsGeoJson(zones: Zone[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: zones.map((zone) => {
      const ring = zone.polygon.map(([lat, lng]) => [lng, lat]);
      const first = ring[0];
      return {
        type: 'Feature',
        properties: { name: zone.name },
        geometry: { type: 'Polygon', coordinates: [first ? [...ring, first] : ring] },
      };
    }),
  };
}

/**
 * The MapLibre map itself, loaded on its own (next/dynamic, no SSR) so
 * maplibre-gl only reaches the address form's script. Controlled: the form's
 * pan buttons and "my location" move it as dragging does.
 */
export default function MapView({
  view,
  onMove,
  zones,
  label,
  onUnavailable,
  marker,
}: MapViewProps) {
  const [loaded, setLoaded] = useState(false);
  // The map re-renders on every frame of a drag; the zones' GeoJSON must not be rebuilt (and re-sent to the worker) each time.
  const zoneShapes = useMemo(() => zonesAsGeoJson(zones), [zones]);
  return (
    <MapGL
      longitude={view.lng}
      latitude={view.lat}
      zoom={view.zoom}
      minZoom={4}
      maxZoom={19}
      onMove={(event) =>
        onMove({
          lat: event.viewState.latitude,
          lng: event.viewState.longitude,
          zoom: event.viewState.zoom,
        })
      }
      onLoad={() => setLoaded(true)}
      onError={() => {
        // Tile hiccups after the first load are the map service's business, not a broken map.
        if (!loaded) onUnavailable();
      }}
      mapStyle={MAP_STYLE}
      locale={{ 'Map.Title': label }}
      dragRotate={false}
      touchPitch={false}
      pitchWithRotate={false}
      attributionControl={false}
      style={{ width: '100%', height: '100%' }}
    >
      <Source id="zones" type="geojson" data={zoneShapes}>
        <Layer
          id="zones-fill"
          type="fill"
          paint={{ 'fill-color': '#2f855a', 'fill-opacity': 0.12 }}
        />
        <Layer id="zones-line" type="line" paint={{ 'line-color': '#2f855a', 'line-width': 1.5 }} />
      </Source>
      {marker ? (
        <Marker longitude={marker.lng} latitude={marker.lat} anchor="bottom">
          <MapPin className="size-10 text-danger drop-shadow" />
        </Marker>
      ) : null}
    </MapGL>
  );
}
