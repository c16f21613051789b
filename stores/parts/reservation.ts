import { field, isInt, isRecord, isString } from '@/lib/guards';

/**
 * Spec 3 and 4's reservation state, kept in the persisted products part so a
 * guest's chosen slot survives the trip through /login: reservedList holds
 * the one product being reserved (id, count, times), extraPeople the people
 * who come along, reservStep 1 while a choice waits to be confirmed.
 */
export type ReservedTime = { reserve_date: string; start_time: string; end_time: string };
export type ReservedItem = { id: number; count: number; times: ReservedTime[] };
export type ReservStep = 0 | 1;
export type ReservationState = {
  reservedList: ReservedItem[];
  extraPeople: number;
  reservStep: ReservStep;
};

export const initialReservation: ReservationState = {
  reservedList: [],
  extraPeople: 0,
  reservStep: 0,
};

/** Choosing a product replaces the list with that single item and sets step 1. */
export function chooseReserved(state: ReservationState, item: ReservedItem): ReservationState {
  return { ...state, reservedList: [item], reservStep: 1 };
}

/** Clearing the price (the product's total went away) sets step 0; the list stays. */
export function clearReservedPrice(state: ReservationState): ReservationState {
  return { ...state, reservStep: 0 };
}

/** Clearing the list sets step 0. */
export function clearReservedList(state: ReservationState): ReservationState {
  return { ...state, reservedList: [], reservStep: 0 };
}

/** On a successful request the list is cleared (the caller then goes to /reservation/{order_id}). */
export function reservationSucceeded(state: ReservationState): ReservationState {
  return { ...state, reservedList: [], extraPeople: 0, reservStep: 0 };
}

export function withExtraPeople(state: ReservationState, extraPeople: number): ReservationState {
  return { ...state, extraPeople: Math.max(0, Math.trunc(extraPeople)) };
}

const TIME = /^\d{2}:\d{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function restoreTime(value: unknown): ReservedTime[] {
  const date = field(value, 'reserve_date');
  const start = field(value, 'start_time');
  const end = field(value, 'end_time');
  return isString(date) &&
    DAY.test(date) &&
    isString(start) &&
    TIME.test(start) &&
    isString(end) &&
    TIME.test(end)
    ? [{ reserve_date: date, start_time: start, end_time: end }]
    : [];
}

function restoreItem(value: unknown): ReservedItem[] {
  if (!isRecord(value)) return [];
  const { id, count, times } = value;
  if (!isInt(id) || id < 1 || !isInt(count) || count < 1 || !Array.isArray(times)) return [];
  return [{ id, count, times: times.flatMap(restoreTime) }];
}

/** Storage can hold anything: keep only well-formed items, and step 1 only with an item. */
export function restoreReservation(stored: unknown): ReservationState {
  const list = field(stored, 'reservedList');
  const reservedList = Array.isArray(list) ? list.flatMap(restoreItem).slice(0, 1) : [];
  const extra = field(stored, 'extraPeople');
  const step = field(stored, 'reservStep');
  return {
    reservedList,
    extraPeople: isInt(extra) && extra >= 0 ? extra : 0,
    reservStep: step === 1 && reservedList.length > 0 ? 1 : 0,
  };
}
