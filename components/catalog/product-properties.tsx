import { getTranslations } from 'next-intl/server';
import type { ProductDetail } from '@/lib/contract/catalog';

/** The product's properties as a two-column table; several values of one property share a row. */
export async function ProductProperties({
  properties,
}: {
  properties: ProductDetail['properties'];
}) {
  if (properties.length === 0) return null;
  const t = await getTranslations('product');
  const rows = new Map<number, { name: string; values: string[] }>();
  for (const property of properties) {
    const row = rows.get(property.id) ?? { name: property.name, values: [] };
    row.values.push(property.value);
    rows.set(property.id, row);
  }
  return (
    <section aria-labelledby="product-properties" className="flex flex-col gap-3">
      <h2 id="product-properties" className="text-lg font-bold">
        {t('properties')}
      </h2>
      <table className="w-full overflow-hidden rounded-xl border border-border text-start">
        <tbody>
          {[...rows].map(([id, row]) => (
            <tr key={id} className="border-b border-border last:border-b-0">
              <th scope="row" className="w-1/3 bg-surface-muted px-3 py-2 text-start font-medium">
                {row.name}
              </th>
              <td className="px-3 py-2">{row.values.join('، ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
