import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/api/error-catalogue';
import { requestReturn } from '@/lib/api/returns';
import type { Order } from '@/lib/contract/order';
import type { ReturnRequestBody } from '@/lib/contract/order-return';
import { orderKeys } from './orders';

/** Asks for the return; the answer is the order with its request, shown at once. */
export function useRequestReturn(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestBody) => requestReturn(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData<Order>(orderKeys.detail(id), result.data);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      notifySuccess(result.msg);
    },
  });
}
