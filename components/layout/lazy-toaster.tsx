'use client';

import dynamic from 'next/dynamic';
import { useToasterWanted } from '@/lib/ui/toast';

const AppToaster = dynamic(() => import('./app-toaster'), { ssr: false });

/** Mounts the toaster once the first toast is asked for (see lib/ui/toast.ts). */
export function LazyToaster() {
  const wanted = useToasterWanted((s) => s.wanted);
  return wanted ? <AppToaster /> : null;
}
