import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ForwardChevron } from '@/components/ui/forward-chevron';
import { ShopImage } from '@/components/ui/shop-image';
import { categoryPath } from '@/lib/catalog/paths';
import type { CategoryTreeNode } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';

async function CategoryGroup({ node, eager }: { node: CategoryTreeNode; eager: boolean }) {
  const t = await getTranslations('catalog.categories');
  const headingId = `category-group-${node.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="category-group"
      className="overflow-hidden rounded-2xl border border-border bg-surface"
    >
      <Link
        prefetch={false}
        href={categoryPath(node)}
        className="flex min-h-18 items-center gap-3 p-3 hover:bg-surface-muted"
      >
        {node.image && (
          <ShopImage
            src={node.image}
            alt=""
            width={56}
            height={56}
            loading={eager ? 'eager' : 'lazy'}
            className="size-14 shrink-0 rounded-xl border border-border object-cover"
          />
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 id={headingId} className="font-bold">
            {node.name}
          </h2>
          <span className="text-sm text-text-muted">
            {t('count', { count: formatNumber(node.product_count) })}
          </span>
        </span>
        <ForwardChevron />
      </Link>
      {node.children.length > 0 && (
        <ul aria-label={node.name} className="divide-y divide-border border-t border-border">
          {node.children.map((child) => (
            <li key={child.id}>
              <Link
                prefetch={false}
                href={categoryPath(child)}
                data-testid="category-row"
                className="flex min-h-12 items-center gap-3 ps-5 pe-3 hover:bg-surface-muted"
              >
                <span className="flex-1">{child.name}</span>
                <span className="text-sm text-text-muted">
                  {t('count', { count: formatNumber(child.product_count) })}
                </span>
                <ForwardChevron />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Every category, each top-level one with its sub-categories as rows: what the
 * categories tab of the phone's bar and the header's categories link open.
 */
export async function CategoryDirectory({ tree }: { tree: CategoryTreeNode[] }) {
  const t = await getTranslations('catalog.categories');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <Link
          prefetch={false}
          href="/products"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-strong underline-offset-4 hover:underline"
        >
          {t('allProducts')}
          <ForwardChevron />
        </Link>
      </div>
      <ul className="grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3">
        {tree.map((node, index) => (
          <li key={node.id}>
            <CategoryGroup node={node} eager={index < 4} />
          </li>
        ))}
      </ul>
    </div>
  );
}
