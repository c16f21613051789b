'use client';

import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';

type Load<P> = () => Promise<ComponentType<P>>;

type IslandOptions<P> = {
  /**
   * When its script is fetched:
   * - 'shown' (the default): once the browser first draws it. The server, and
   *   the browser while it hydrates, draw the placeholder instead, so a part
   *   drawn only for some visitors (a customer, an open sheet) costs the others
   *   nothing.
   * - 'near': the server draws it whole, so it is in the first paint; its
   *   script comes when it scrolls into view or is touched, and React hydrates
   *   it then. Until then a tap does nothing, as before any hydration.
   */
  when?: 'shown' | 'near';
  /** What stands in its place until the script has come (nothing by default). */
  placeholder?: ComponentType<P>;
};

const noChange = () => () => {};

/** False on the server and while hydrating, true for every render after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;

type Part<P> = LazyExoticComponent<ComponentType<P>>;

type PartProps<P> = {
  Part: Part<P>;
  Placeholder: ComponentType<P> | undefined;
  props: P;
};

function ShownIsland<P extends object>({ Part, Placeholder, props }: PartProps<P>) {
  const placeholder = Placeholder ? <Placeholder {...props} /> : null;
  if (!useHydrated()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Part {...props} />
    </Suspense>
  );
}

// The wrapper reads no store: a re-render before hydration would make React
// drop the server's HTML for the placeholder.
function NearIsland<P extends object>({
  Part,
  Placeholder,
  props,
  want,
}: PartProps<P> & { want: () => void }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    seen.observe(element);
    // Native listeners: React does not dispatch into the part it has not hydrated yet.
    for (const type of TOUCHES) {
      element.addEventListener(type, want, { capture: true, once: true });
    }
    return () => {
      seen.disconnect();
      for (const type of TOUCHES) element.removeEventListener(type, want, { capture: true });
    };
  }, [want]);
  return (
    <div ref={area}>
      {/* Seen only when the page arrives by client navigation: hydration keeps the server's HTML. */}
      <Suspense fallback={Placeholder ? <Placeholder {...props} /> : null}>
        <Part {...props} />
      </Suspense>
    </div>
  );
}

/**
 * A part of a page whose script is not in the page's first script: the one
 * way the shop loads a piece later, so that each piece says only what it
 * loads and when. Call it once, at a module's top level, like React.lazy.
 */
export function island<P extends object>(
  load: Load<P>,
  { when = 'shown', placeholder }: IslandOptions<P> = {},
): ComponentType<P> {
  if (when === 'shown') {
    const Part = lazy(() => load().then((component) => ({ default: component })));
    return (props: P) => <ShownIsland Part={Part} Placeholder={placeholder} props={props} />;
  }
  let want: () => void = () => {};
  // Settles at once on the server, which draws the part whole.
  const near =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          want = resolve;
        });
  const Part = lazy(() => near.then(load).then((component) => ({ default: component })));
  const wanted = () => want();
  return (props: P) => (
    <NearIsland Part={Part} Placeholder={placeholder} props={props} want={wanted} />
  );
}
