'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyMapView } from '@/components/ui/lazy-map-view';
import type { MapViewState } from '@/components/ui/map-view';
import { MAP_DEFAULTS } from '@/lib/constants';
import type { Zone } from '@/lib/contract/zone';

const NO_ZONES: Zone[] = [];

type Props = { point: { lat: number; lng: number }; name: string };

/** A branch pinned on a map the customer may pan and zoom; it opens centred on the branch. */
export function BranchMap({ point, name }: Props) {
  const t = useTranslations('branch');
  const [view, setView] = useState<MapViewState>({ ...point, zoom: MAP_DEFAULTS.zoom });
  const [unavailable, setUnavailable] = useState(false);
  return (
    <div
      className="relative h-56 overflow-hidden rounded-xl border border-border bg-surface-muted"
      data-testid="branch-map"
    >
      {unavailable ? (
        <p className="flex size-full items-center justify-center p-6 text-center text-sm">
          {t('mapUnavailable')}
        </p>
      ) : (
        <LazyMapView
          view={view}
          onMove={setView}
          zones={NO_ZONES}
          label={t('map', { name })}
          onUnavailable={() => setUnavailable(true)}
          marker={point}
        />
      )}
    </div>
  );
}
