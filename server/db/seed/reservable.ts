import type { Rng } from '@/lib/seeded-random';
import type { ReservableKind } from './template-types';

export type WindowDraft = { weekday: number; startTime: string; endTime: string; capacity: number };

/** 0 = Saturday … 6 = Friday: the Iranian week. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const THURSDAY = 5;
const FRIDAY = 6;

/** Bookable windows for every weekday; Thursdays and Fridays keep shorter hours. */
export function windowsFor(kind: ReservableKind, rng: Rng): WindowDraft[] {
  const windows: WindowDraft[] = [];
  for (const weekday of WEEKDAYS) {
    const slots = kind === 'workshop' ? workshopSlots(weekday) : tableSlots(weekday);
    const base = kind === 'workshop' ? rng.int(6, 12) : rng.int(2, 6);
    for (const [startTime, endTime] of slots) {
      windows.push({ weekday, startTime, endTime, capacity: base });
    }
  }
  return windows;
}

function workshopSlots(weekday: number): [string, string][] {
  if (weekday === FRIDAY) return [['10:00', '12:00']];
  if (weekday === THURSDAY) return [['10:00', '13:00']];
  return [
    ['10:00', '12:00'],
    ['16:00', '18:00'],
  ];
}

function tableSlots(weekday: number): [string, string][] {
  const evening: [string, string][] = [
    ['18:00', '20:00'],
    ['20:00', '22:00'],
  ];
  if (weekday === FRIDAY) return [['12:00', '14:00'], ...evening];
  return [['12:00', '14:00'], ['14:00', '16:00'], ...evening];
}
