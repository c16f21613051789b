import type { CustomerSnapshot } from './parts/customer';
import { useRootStore } from './root-store';

/** The signed-in customer as the profile call last gave them. */
export function useCustomer(): CustomerSnapshot | null {
  return useRootStore((s) => s.customer.customer);
}

export function setCustomer(customer: CustomerSnapshot | null): void {
  useRootStore.setState({ customer: { customer } });
}
