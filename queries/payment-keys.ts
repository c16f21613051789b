/** Keys of the account credit's queries, apart from their hooks so order changes can refresh them too. */
export const paymentKeys = {
  all: ['payment'] as const,
  transactions: (customerId: number) => [...paymentKeys.all, 'transactions', customerId] as const,
};
