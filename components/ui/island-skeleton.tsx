'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { Skeleton, type SkeletonType } from './skeleton';

/** The demo shop's style, for a tree rendered without the shop's configuration. */
const SkeletonTypeContext = createContext<SkeletonType>('card');

/** The shop's configured placeholder style, given once to every island below. */
export function SkeletonTypeProvider({
  type,
  children,
}: {
  type: SkeletonType;
  children: ReactNode;
}) {
  return <SkeletonTypeContext value={type}>{children}</SkeletonTypeContext>;
}

/** A client island's placeholder while it loads, in the style the shop configured (app config skeletonType). */
export function IslandSkeleton({ count, className }: { count?: number; className?: string }) {
  return <Skeleton type={useContext(SkeletonTypeContext)} count={count} className={className} />;
}
