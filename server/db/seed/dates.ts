/** Iran has kept +03:30 all year since 2022. */
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The Tehran calendar date (YYYY-MM-DD) of an instant. */
export function tehranDate(at: Date): string {
  return new Date(at.getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** 0 = Saturday … 6 = Friday for a YYYY-MM-DD date. */
export function iranWeekday(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 1) % 7;
}

/** The instant of HH:mm on a Tehran date. */
export function tehranTime(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+03:30`);
}
