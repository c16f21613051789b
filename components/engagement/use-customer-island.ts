'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { useIsCustomer } from '@/stores/root-store';

/**
 * A customer's part of a catalogue island (queries, mutations) loads only once
 * the visitor is known to be a customer, so a guest's page never downloads it.
 */
export function useCustomerIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { customer: boolean; Island: ComponentType<P> | null } {
  const customer = useIsCustomer();
  const [Island, setIsland] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!customer || Island) return;
    let live = true;
    void load().then((component) => {
      if (live) setIsland(() => component);
    });
    return () => {
      live = false;
    };
  }, [customer, Island, load]);
  return { customer, Island: customer ? Island : null };
}
