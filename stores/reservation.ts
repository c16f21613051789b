import { useShallow } from 'zustand/react/shallow';
import {
  chooseReserved,
  clearReservedList,
  clearReservedPrice,
  type ReservationState,
  type ReservedItem,
  reservationSucceeded,
  withExtraPeople,
} from './parts/reservation';
import { useRootStore } from './root-store';

/** The reservation being chosen (spec 3 and 4), kept beside the cart's lines in the products part. */

function setReservation(update: (state: ReservationState) => ReservationState): void {
  useRootStore.setState((s) => {
    const { lines, ...reservation } = s.products;
    return { products: { lines, ...update(reservation) } };
  });
}

export function useReservation(): ReservationState {
  return useRootStore(
    useShallow((s) => ({
      reservedList: s.products.reservedList,
      extraPeople: s.products.extraPeople,
      reservStep: s.products.reservStep,
    })),
  );
}

export const reservationActions = {
  choose(item: ReservedItem): void {
    setReservation((state) => chooseReserved(state, item));
  },
  clearPrice(): void {
    setReservation(clearReservedPrice);
  },
  clearList(): void {
    setReservation(clearReservedList);
  },
  setExtraPeople(count: number): void {
    setReservation((state) => withExtraPeople(state, count));
  },
  succeeded(): void {
    setReservation(reservationSucceeded);
  },
};
