/** A reservation's own page, where a placed one lands and an unpaid one waits. */
export function reservationPath(orderId: number): string {
  return `/reservation/${orderId}`;
}
