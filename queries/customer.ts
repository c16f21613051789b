import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { genderFromWord } from '@/lib/account/gender';
import {
  type CustomerEditPayload,
  editCustomer,
  fetchCustomer,
  fetchCustomerTypes,
} from '@/lib/api/customer';
import type { Customer } from '@/lib/contract/customer';
import { setCustomer } from '@/stores/customer';
import { useStoreHydrated } from '@/stores/root-store';
import { useAuth, useIsCustomer } from '@/stores/user';

export const customerKeys = {
  all: ['customer'] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  types: () => [...customerKeys.all, 'types'] as const,
};

/** The logged-in customer's id, or null for guests and before the store is read back. */
export function useCustomerId(): number | null {
  const auth = useAuth();
  const isCustomer = useIsCustomer();
  return isCustomer ? (auth?.customer_id ?? null) : null;
}

/**
 * A customer's page seen by nobody logged in: known only once the store is read
 * back, so a customer is never shown «log in» for a moment while it loads.
 */
export function useSignedOut(): boolean {
  const hydrated = useStoreHydrated();
  const customerId = useCustomerId();
  return hydrated && customerId === null;
}

/** The persisted snapshot screens show before (and between) loads: name, mobile, credit. */
function snapshotOf(customer: Customer) {
  return {
    id: customer.id,
    mobile: customer.mobile,
    first_name: customer.first_name,
    last_name: customer.last_name,
    gender: genderFromWord(customer.gender),
    customer_type_id: customer.customer_type_id,
    credit: customer.credit,
  };
}

/** GET customers/{id} for the caller; every fresh answer refreshes the stored snapshot. */
export function useCustomerQuery() {
  const id = useCustomerId();
  const query = useQuery({
    queryKey: customerKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchCustomer(id ?? 0, signal),
    enabled: id !== null,
    // A profile must open with what was saved, not with a minute-old copy.
    staleTime: 0,
  });
  const { data } = query;
  useEffect(() => {
    if (data) setCustomer(snapshotOf(data));
  }, [data]);
  return query;
}

/** The types a customer may choose; they change rarely. */
export function useCustomerTypes() {
  return useQuery({
    queryKey: customerKeys.types(),
    queryFn: ({ signal }) => fetchCustomerTypes(signal),
    staleTime: 10 * 60_000,
  });
}

/** POST customers/{id}/edit. Failures are the form's to show, field by field. */
export function useEditCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerEditPayload) => editCustomer(id, body),
    meta: { errorHandling: 'manual' },
    onSuccess: async (result) => {
      queryClient.setQueryData(customerKeys.detail(id), result.data);
      setCustomer(snapshotOf(result.data));
      // Spec: the customer is reloaded after a successful edit.
      await queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) });
    },
  });
}
