import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HeartLabelsScope } from '@/components/engagement/heart-labels-scope';
import { OwnFavoritesRow } from '@/components/engagement/home-favorites';
import { ShopImage } from '@/components/ui/shop-image';
import { categoryPath } from '@/lib/catalog/paths';
import type { HomeSection } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';
import { ProductCarousel } from './product-carousel';

/**
 * A home carousel shows its first six products; the rest are a tap away
 * ("see all"). A phone shows two and a half cards a row, so six fill three
 * swipes. Each card costs about 2.5 KB in the HTML and as much again in the
 * page's RSC payload: twelve a row made home about 200 KB of payload.
 */
const HOME_CAROUSEL_CARDS = 6;

type Section<T extends HomeSection['type_name']> = Extract<HomeSection, { type_name: T }>;

function SectionShell({
  id,
  title,
  action,
  deferred = false,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  /** Below the first screen: drawn only as it nears the screen (`.below-fold-row`). */
  deferred?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={deferred ? 'below-fold-row flex flex-col gap-3' : 'flex flex-col gap-3'}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * Whether the section is the page's first, where the largest paint is, and
 * whether it is far enough down to be drawn only as it nears the screen.
 */
type Placed = { first: boolean; deferred: boolean };

/** On a phone the first two cards of a row are on the first screen. */
const FIRST_SCREEN_CARDS = 2;

async function ProductsSection({
  section,
  first,
  deferred,
}: { section: Section<'favorite' | 'discount'> } & Placed) {
  const id = `home-${section.type_name}-${section.id}`;
  const carousel = (
    <ProductCarousel
      products={section.items.slice(0, HOME_CAROUSEL_CARDS)}
      label={section.title}
      labelled
      eagerCount={first ? FIRST_SCREEN_CARDS : 0}
    />
  );
  if (section.type_name !== 'favorite') {
    return (
      <SectionShell id={id} title={section.title} deferred={deferred}>
        {carousel}
      </SectionShell>
    );
  }
  const heart = await getTranslations('engagement.heart');
  const own = await getTranslations('engagement.ownFavorites');
  // The shop's most liked stay the shop's for everyone; a customer's own follow in a row of their own.
  return (
    <>
      <SectionShell id={id} title={section.title} deferred={deferred}>
        {carousel}
      </SectionShell>
      <OwnFavoritesRow
        id={`${id}-own`}
        title={own('title')}
        heartLabels={{
          add: heart.raw('add'),
          remove: heart.raw('remove'),
          loginPrompt: heart('loginPrompt'),
          login: heart('login'),
        }}
      />
    </>
  );
}

async function CategorySection({
  section,
  first,
  deferred,
}: { section: Section<'category'> } & Placed) {
  const t = await getTranslations('home');
  const id = `home-category-${section.id}`;
  return (
    <SectionShell
      id={id}
      title={section.title}
      deferred={deferred}
      action={
        <Link
          prefetch={false}
          href={categoryPath(section.category)}
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary-strong underline-offset-4 hover:underline"
        >
          {t('seeAll')}
          <span className="sr-only"> {section.category.name}</span>
        </Link>
      }
    >
      <ProductCarousel
        products={section.items.slice(0, HOME_CAROUSEL_CARDS)}
        label={section.title}
        labelled
        eagerCount={first ? FIRST_SCREEN_CARDS : 0}
      />
    </SectionShell>
  );
}

async function BannersSection({
  section,
  first,
  deferred,
}: { section: Section<'discount_banner'> } & Placed) {
  const t = await getTranslations('home');
  const id = `home-banners-${section.id}`;
  return (
    <section aria-labelledby={id} {...(deferred ? { className: 'below-fold-row' } : {})}>
      <h2 id={id} className="sr-only">
        {section.title}
      </h2>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2">
        {section.items.map((banner, index) => (
          <li key={banner.id} className="w-[88%] shrink-0 snap-start sm:w-[60%] lg:w-[48%]">
            <Link
              href={banner.link}
              prefetch={false}
              className="relative block overflow-hidden rounded-xl"
              data-testid="home-banner"
            >
              {/* The picture only decorates: the title below says what the banner offers. */}
              <ShopImage
                src={banner.image}
                alt=""
                width={1200}
                height={400}
                priority={first && index === 0}
                sizes="(min-width: 1024px) 34rem, (min-width: 640px) 60vw, 88vw"
                className="aspect-[3/1] h-auto w-full object-cover"
              />
              {/* On the start side, where the pictures leave room; a light veil keeps
                  the dark text readable on every palette and in the dark theme. */}
              <span className="absolute inset-y-0 start-0 flex w-[64%] flex-col items-start justify-center gap-2 bg-linear-to-l from-white/90 via-white/75 to-transparent p-3 sm:p-6">
                <span className="text-balance text-base leading-snug font-extrabold text-neutral-900 sm:text-2xl">
                  {banner.title}
                </span>
                <span
                  aria-hidden="true"
                  className="hidden rounded-full bg-neutral-900 px-3 py-1 text-sm text-white sm:inline-block"
                >
                  {t('bannerMore')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function CategoryStepsSection({ section }: { section: Section<'category_steps'> }) {
  const t = await getTranslations('home');
  const id = `home-steps-${section.id}`;
  const steps = [...section.items].sort(
    (a, b) => (a.step ?? Number.MAX_SAFE_INTEGER) - (b.step ?? Number.MAX_SAFE_INTEGER),
  );
  return (
    // Never deferred: its height depends on the screen's width (one to four
    // columns), too much for one stand-in size (see .below-fold-row).
    <SectionShell id={id} title={section.title}>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((category, index) => (
          <li key={category.id}>
            <Link
              href={categoryPath(category)}
              prefetch={false}
              className="flex h-full items-center gap-3 rounded-xl border border-border bg-surface p-3 hover:bg-surface-muted"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold text-on-primary"
              >
                {formatNumber(category.step ?? index + 1)}
              </span>
              <span className="flex flex-col">
                <span className="sr-only">
                  {t('step', { step: formatNumber(category.step ?? index + 1) })}
                </span>
                <span className="font-semibold">{category.name}</span>
                {category.description && (
                  <span className="line-clamp-2 text-sm text-text-muted">
                    {category.description}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}

/** Whether a section draws anything: an empty row or list is left out. */
function shows(section: HomeSection): boolean {
  return section.type_name === 'category' || section.items.length > 0;
}

/** One section of the home page, drawn by its type. */
function HomeSectionView({ section, ...placed }: { section: HomeSection } & Placed) {
  switch (section.type_name) {
    case 'favorite':
    case 'discount':
      return <ProductsSection section={section} {...placed} />;
    case 'category':
      return <CategorySection section={section} {...placed} />;
    case 'discount_banner':
      return <BannersSection section={section} {...placed} />;
    case 'category_steps':
      return <CategoryStepsSection section={section} />;
  }
}

/**
 * Sections from this one on are drawn only as they near the screen: on a
 * phone the first screen holds the banners and the first row of cards.
 */
const FIRST_DRAWN_SECTIONS = 2;

/**
 * The home page's sections in order. The first one drawn holds the page's
 * largest paint (its first banner, or its first cards), fetched first; every
 * picture below it waits until it nears the screen. The hearts of every row
 * get their words once, for the whole page.
 */
export function HomeSections({ sections }: { sections: HomeSection[] }) {
  return (
    <HeartLabelsScope>
      {sections.filter(shows).map((section, index) => (
        <HomeSectionView
          key={`${section.type_name}-${section.id}`}
          section={section}
          first={index === 0}
          deferred={index >= FIRST_DRAWN_SECTIONS}
        />
      ))}
    </HeartLabelsScope>
  );
}
