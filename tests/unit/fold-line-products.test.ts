import { describe, expect, it } from 'vitest';
import { foldLineProducts, type LineProduct } from '@/server/services/cart/line-product';

type Product = Omit<LineProduct, 'toppings'>;

function product(id: number): Product {
  return {
    id,
    name: `محصول ${id}`,
    slug: `p-${id}`,
    images: [],
    price: 1000,
    finalPrice: 1000,
    stock: null,
    categoryId: 1,
    ratingSum: 0,
    ratingCount: 0,
    extra: {},
    isActive: true,
    orderLimit: null,
  };
}

const topping = (id: number, productId: number) => ({
  id,
  productId,
  name: `افزودنی ${id}`,
  price: 100,
  maxCount: 1,
});

describe('foldLineProducts', () => {
  it('gives each product its toppings once, in id order, and a product without any an empty list', () => {
    const gaz = product(1);
    const nougat = product(2);
    // A product joined to two cart lines repeats its toppings, in any order.
    const folded = foldLineProducts([
      { product: gaz, topping: topping(12, 1) },
      { product: nougat, topping: null },
      { product: gaz, topping: topping(11, 1) },
      { product: gaz, topping: topping(12, 1) },
      { product: gaz, topping: topping(11, 1) },
    ]);
    expect([...folded.keys()]).toEqual([1, 2]);
    expect(folded.get(1)?.toppings.map((row) => row.id)).toEqual([11, 12]);
    expect(folded.get(2)?.toppings).toEqual([]);
  });
});
