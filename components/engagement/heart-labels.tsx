'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { HeartLabels } from './heart-button';

const HeartLabelsContext = createContext<HeartLabels | null>(null);

/**
 * The hearts' words, given once for a list of cards: as a prop of each heart
 * they were repeated in the page's payload for every card (about 330 bytes a card).
 */
export function HeartLabelsProvider({
  labels,
  children,
}: {
  labels: HeartLabels;
  children: ReactNode;
}) {
  return <HeartLabelsContext value={labels}>{children}</HeartLabelsContext>;
}

export function useHeartLabels(): HeartLabels {
  const labels = useContext(HeartLabelsContext);
  if (!labels) throw new Error('a favourite heart is drawn outside HeartLabelsScope');
  return labels;
}
