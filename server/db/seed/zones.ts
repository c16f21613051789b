import { MAP_DEFAULTS } from '@/lib/constants';
import type { Executor } from '../database';
import { zones, zoneTimes } from '../schema';
import { WEEKDAYS } from './reservable';

type Point = [number, number];

/** Longitude degrees are shorter at Isfahan's latitude; scale them so zones look round on the map. */
const LNG_SCALE = 1 / Math.cos((MAP_DEFAULTS.lat * Math.PI) / 180);
const INNER = 0.025;
const OUTER = 0.09;

function at(radius: number, degrees: number): Point {
  const angle = (degrees * Math.PI) / 180;
  const lat = MAP_DEFAULTS.lat + radius * Math.sin(angle);
  const lng = MAP_DEFAULTS.lng + radius * Math.cos(angle) * LNG_SCALE;
  return [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6];
}

function circle(radius: number): Point[] {
  return Array.from({ length: 16 }, (_, i) => at(radius, i * 22.5));
}

/** A ring sector between two bearings (degrees, counter-clockwise from east). */
function sector(from: number, to: number): Point[] {
  const outer: Point[] = [];
  const inner: Point[] = [];
  for (let degrees = from; degrees <= to; degrees += 15) {
    outer.push(at(OUTER, degrees));
    inner.push(at(INNER, degrees));
  }
  return [...outer, ...inner.reverse()];
}

/** Inner rings follow the central zone's 22.5° corners closely enough for a demo. */
const ZONES = [
  {
    name: 'مرکز شهر (نقش جهان و چهارباغ)',
    polygon: circle(INNER),
    shippingPrice: 25_000,
    capacity: 30,
  },
  { name: 'شمال اصفهان', polygon: sector(45, 135), shippingPrice: 35_000, capacity: 20 },
  { name: 'غرب اصفهان', polygon: sector(135, 225), shippingPrice: 40_000, capacity: 20 },
  {
    name: 'جنوب اصفهان (سپاهان‌شهر و هزارجریب)',
    polygon: sector(225, 315),
    shippingPrice: 35_000,
    capacity: 20,
  },
  { name: 'شرق اصفهان', polygon: sector(-45, 45), shippingPrice: 45_000, capacity: 15 },
  {
    name: 'شاهین‌شهر',
    polygon: [
      [32.89, 51.52],
      [32.89, 51.6],
      [32.83, 51.6],
      [32.83, 51.52],
    ] satisfies Point[],
    shippingPrice: 90_000,
    capacity: 10,
    isActive: false,
  },
];

const FRIDAY = 6;

function slots(weekday: number): [string, string][] {
  if (weekday === FRIDAY) {
    return [
      ['10:00', '13:00'],
      ['17:00', '21:00'],
    ];
  }
  return [
    ['09:00', '12:00'],
    ['12:00', '15:00'],
    ['16:00', '19:00'],
    ['19:00', '22:00'],
  ];
}

export type ZoneTimeRef = { id: number; weekday: number; startTime: string; endTime: string };

export type SeededZones = {
  centralZoneId: number;
  centralShipping: number;
  centralTimes: ZoneTimeRef[];
};

export async function seedZones(db: Executor): Promise<SeededZones> {
  let central: SeededZones | undefined;
  for (const zone of ZONES) {
    const [row] = await db
      .insert(zones)
      .values({
        name: zone.name,
        polygon: zone.polygon,
        shippingPrice: zone.shippingPrice,
        isActive: zone.isActive ?? true,
      })
      .returning({ id: zones.id });
    if (!row) throw new Error('zone insert returned nothing');
    const times = await db
      .insert(zoneTimes)
      .values(
        WEEKDAYS.flatMap((weekday) =>
          slots(weekday).map(([startTime, endTime]) => ({
            zoneId: row.id,
            weekday,
            startTime,
            endTime,
            capacity: zone.capacity,
          })),
        ),
      )
      .returning({
        id: zoneTimes.id,
        weekday: zoneTimes.weekday,
        startTime: zoneTimes.startTime,
        endTime: zoneTimes.endTime,
      });
    central ??= {
      centralZoneId: row.id,
      centralShipping: zone.shippingPrice,
      centralTimes: times,
    };
  }
  if (!central) throw new Error('no zones were seeded');
  return central;
}
