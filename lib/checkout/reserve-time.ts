/** The submit query's time: one moment, or a window's two ends. */
export type ReserveTimeQuery =
  | { reserve_date: string; reserve_time: string }
  | { reserve_date: string; start_time: string; end_time: string };

/**
 * Spec 7: the order goes with reserve_date plus reserve_time, or with
 * start_time and end_time when the chosen time holds a slash ("10:00/12:00"
 * is a window from 10 to 12). Blanks around the parts are dropped.
 */
export function reserveTimeQuery(date: string, time: string): ReserveTimeQuery {
  const slash = time.indexOf('/');
  if (slash === -1) return { reserve_date: date, reserve_time: time.trim() };
  return {
    reserve_date: date,
    start_time: time.slice(0, slash).trim(),
    end_time: time.slice(slash + 1).trim(),
  };
}

/** A window as the time picker holds it: "HH:mm/HH:mm". */
export function windowTime(window: { start_time: string; end_time: string }): string {
  return `${window.start_time}/${window.end_time}`;
}
