'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyMapView } from '@/components/ui/lazy-map-view';
import { MapPin } from '@/components/ui/map-pin';
import type { MapViewState } from '@/components/ui/map-view';
import { type PanDirection, panned, roundedPoint } from '@/lib/account/map-pan';
import type { MapPoint } from '@/lib/api/address';
import type { Zone } from '@/lib/contract/zone';
import { toPersianDigits } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { notify } from '@/lib/ui/toast';
import { useLocationCheck, useZones } from '@/queries/address';

/** The map's box keeps its size while MapLibre loads, so nothing below it moves. */
const MAP_BOX = 'relative h-72 overflow-hidden rounded-xl border border-border bg-surface-muted';

/** The zone check waits until the map has been still this long, so a drag asks once. */
const SETTLE_MS = 400;
const MIN_ZOOM = 4;
/** One empty list, so the map sees the same zones on every frame until they load. */
const NO_ZONES: Zone[] = [];
const MAX_ZOOM = 19;
const LOCATED_ZOOM = 16;

function useSettledPoint(lat: number, lng: number): MapPoint {
  const [settled, setSettled] = useState(() => roundedPoint({ lat, lng }));
  useEffect(() => {
    const timer = setTimeout(() => setSettled(roundedPoint({ lat, lng })), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [lat, lng]);
  return settled;
}

type LocationPickerProps = {
  initial: MapViewState;
  /** Every move, for the form to read at submit without re-rendering on each frame. */
  onPoint: (point: MapPoint) => void;
  /** A street address the map service found for the settled point. */
  onAddressFound: (address: string) => void;
  /** Why saving was refused for this point (out of zone), under the map. */
  error: string | null;
};

/**
 * The address's point: a map the customer moves under a fixed centre pin,
 * direction and zoom buttons and "my location" as keyboard and no-WebGL
 * alternatives, the point's coordinates, and the zone check of where it settled.
 */
export function LocationPicker({ initial, onPoint, onAddressFound, error }: LocationPickerProps) {
  const formatToman = useFormatToman();
  const t = useTranslations('addresses.map');
  const [view, setView] = useState<MapViewState>(initial);
  const [unavailable, setUnavailable] = useState(false);
  const [locating, setLocating] = useState(false);
  const zones = useZones();
  const settled = useSettledPoint(view.lat, view.lng);
  const check = useLocationCheck(settled);
  const current = roundedPoint(view);
  const moving = current.lat !== settled.lat || current.lng !== settled.lng;
  const found = check.data?.data.address ?? null;

  // Presses faster than React renders (a held key, quick taps) each build on
  // the previous one, not on the view of the last render.
  const latest = useRef(view);
  const move = (next: MapViewState) => {
    latest.current = next;
    setView(next);
    onPoint(next);
  };

  useEffect(() => {
    if (found) onAddressFound(found);
  }, [found, onAddressFound]);

  const pan = (direction: PanDirection) => {
    const from = latest.current;
    move({ ...panned(from, from.zoom, direction), zoom: from.zoom });
  };
  const zoomBy = (step: number) => {
    const from = latest.current;
    move({ ...from, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(from.zoom) + step)) });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      notify.error(t('locationUnavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        move({
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          zoom: Math.max(latest.current.zoom, LOCATED_ZOOM),
        });
      },
      (failure) => {
        setLocating(false);
        notify.error(
          failure.code === failure.PERMISSION_DENIED
            ? t('locationDenied')
            : t('locationUnavailable'),
        );
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const directionButton = (direction: PanDirection, glyph: string, place: string) => (
    <Button
      variant="secondary"
      size="sm"
      className={place}
      onClick={() => pan(direction)}
      data-testid={`map-pan-${direction}`}
    >
      <span aria-hidden="true">{glyph}</span>
      {t(direction)}
    </Button>
  );

  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? 'map-hint location-error' : 'map-hint'}
    >
      <legend className="mb-1 text-lg font-bold">{t('legend')}</legend>
      <p id="map-hint" className="text-sm text-text-muted">
        {t('hint')}
      </p>
      <div className={MAP_BOX} data-testid="address-map">
        {unavailable ? (
          <p className="flex size-full items-center justify-center p-6 text-center text-sm">
            {t('unavailable')}
          </p>
        ) : (
          <LazyMapView
            view={view}
            onMove={move}
            zones={zones.data ?? NO_ZONES}
            label={t('label')}
            onUnavailable={() => setUnavailable(true)}
          />
        )}
        {/* The pin stays put; its tip marks the map's centre, the point being chosen. */}
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <MapPin className="size-10 -translate-y-1/2 text-danger drop-shadow" />
        </div>
      </div>

      <div className="flex flex-wrap items-start gap-4">
        {/* Compass order follows the map, whatever the page's direction. */}
        <fieldset dir="ltr" className="grid grid-cols-3 gap-1">
          <legend className="sr-only">{t('controls')}</legend>
          {directionButton('north', '↑', 'col-start-2')}
          {directionButton('west', '←', 'col-start-1')}
          {directionButton('east', '→', 'col-start-3')}
          {directionButton('south', '↓', 'col-start-2')}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => zoomBy(1)} data-testid="map-zoom-in">
            <span aria-hidden="true">+</span>
            {t('zoomIn')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => zoomBy(-1)}
            data-testid="map-zoom-out"
          >
            <span aria-hidden="true">−</span>
            {t('zoomOut')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={locate}
            disabled={locating}
            data-testid="map-locate"
          >
            {locating ? t('locating') : t('myLocation')}
          </Button>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3">
        {(['lat', 'lng'] as const).map((axis) => (
          <label key={axis} className="flex flex-col gap-1 text-sm">
            {axis === 'lat' ? t('latitude') : t('longitude')}
            <input
              readOnly
              dir="ltr"
              value={toPersianDigits(current[axis].toFixed(6)).replace('.', '٫')}
              className="min-h-11 rounded-lg border border-border bg-surface-muted px-3 text-start"
              data-testid={`map-${axis}`}
            />
          </label>
        ))}
      </div>

      <div role="status" aria-live="polite" className="min-h-12 text-sm" data-testid="zone-status">
        {moving || check.isFetching ? (
          <p className="text-text-muted">{t('checking')}</p>
        ) : check.isError ? (
          <p className="text-danger">{t('checkFailed')}</p>
        ) : check.data?.data.is_in_zone && check.data.data.zone ? (
          <div className="flex flex-col gap-0.5" data-testid="zone-in">
            <p>{t('zone', { zone: check.data.data.zone.name })}</p>
            <p className="font-bold">
              {t('shipping')}:{' '}
              <span data-testid="shipping-price">
                {formatToman(check.data.data.zone.shipping_price)}
              </span>
            </p>
          </div>
        ) : check.data ? (
          <p className="text-danger" data-testid="zone-out">
            {check.data.msg || t('outOfZone')}
          </p>
        ) : null}
      </div>
      {error ? (
        <p
          id="location-error"
          role="alert"
          className="font-medium text-danger"
          data-testid="location-error"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
