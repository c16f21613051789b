'use client';

import { island } from '@/components/ui/island';
import { useToasterWanted } from '@/lib/ui/toast';

const AppToaster = island(() => import('./app-toaster').then((m) => m.default));

/** Mounts the toaster once the first toast is asked for (see lib/ui/toast.ts). */
export function LazyToaster() {
  const wanted = useToasterWanted((s) => s.wanted);
  return wanted ? <AppToaster /> : null;
}
