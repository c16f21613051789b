'use client';

import { useTranslations } from 'next-intl';
import type { Branch } from '@/lib/contract/branch';
import { windowEnds } from '@/lib/format/time';
import { BranchMap } from './branch-map';

/** «همه‌روزه از ساعت ۹ تا ۲۲», or nothing when the branch has not given its hours. */
export function BranchHours({ branch }: { branch: Branch }) {
  const t = useTranslations('branch');
  if (!branch.opens_at || !branch.closes_at) return null;
  return (
    <span className="block" data-testid="branch-hours">
      {t('hours', windowEnds(branch.opens_at, branch.closes_at))}
    </span>
  );
}

/** The branch on its map, when it has given its point. */
export function BranchPlace({ branch }: { branch: Branch }) {
  if (branch.lat === null || branch.lng === null) return null;
  // Keyed by branch: another branch's map opens on that branch, not where this one was left.
  return (
    <BranchMap key={branch.id} point={{ lat: branch.lat, lng: branch.lng }} name={branch.name} />
  );
}

/** Where a pickup is collected: the branch's name, address, opening hours and its place on a map. */
export function BranchDetails({ branch }: { branch: Branch }) {
  return (
    <div className="flex flex-col gap-2" data-testid="branch-details" data-branch-id={branch.id}>
      <p className="font-medium" data-testid="branch-name">
        {branch.name}
      </p>
      {branch.address ? <p data-testid="branch-address">{branch.address}</p> : null}
      <BranchHours branch={branch} />
      <BranchPlace branch={branch} />
    </div>
  );
}
