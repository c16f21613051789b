import type { Category } from '@/lib/contract/catalog';

export type CategoryOption = { id: number; name: string; depth: number };

/** Categories in tree order (each parent followed by its children), for a select. */
export function categoryOptions(categories: Category[]): CategoryOption[] {
  const known = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, Category[]>();
  for (const category of categories) {
    const parent =
      category.parent_id !== null && known.has(category.parent_id) ? category.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const options: CategoryOption[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const category of children.get(parent) ?? []) {
      options.push({ id: category.id, name: category.name, depth });
      if (depth < 4) visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}

/** The chain from the root category down to `id`, for breadcrumbs. */
export function categoryAncestry(categories: Category[], id: number): Category[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const chain: Category[] = [];
  let current = byId.get(id);
  while (current && chain.length < 10) {
    chain.unshift(current);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return chain;
}
