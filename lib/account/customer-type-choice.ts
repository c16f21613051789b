import type { Customer, CustomerType } from '@/lib/contract/customer';

type TypeOption = { id: number; name: string };

export type CustomerTypeChoice = {
  /** The types the customer may pick, with their current one when they declared it. */
  options: TypeOption[];
  /** Their type when the shop granted it: shown as it is, changed by staff only. */
  granted: TypeOption | null;
};

/**
 * What the profile's type field offers: the live declarable types of the list,
 * never a tier or a partnership the shop grants. The current type always shows
 * by its name, even when the list failed to load or it is not in it.
 */
export function customerTypeChoice(
  customer: Pick<Customer, 'customer_type'>,
  types: readonly CustomerType[],
): CustomerTypeChoice {
  const current = customer.customer_type;
  if (current && !current.declarable) {
    return { options: [], granted: { id: current.id, name: current.name } };
  }
  const options = types
    .filter((type) => type.declarable && !type.soft_delete)
    .map(({ id, name }) => ({ id, name }));
  if (current && !options.some((option) => option.id === current.id)) {
    options.unshift({ id: current.id, name: current.name });
  }
  return { options, granted: null };
}
