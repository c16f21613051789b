'use client';

import { useTranslations } from 'next-intl';
import { BranchDetails, BranchHours, BranchPlace } from '@/components/branch/branch-details';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import type { Branch } from '@/lib/contract/branch';

type Props = {
  branches: Branch[];
  chosen: Branch;
  onChoose: (branch: Branch) => void;
};

/**
 * Where a pickup is collected: the branches to choose from (with address and
 * hours) and the chosen one on its map, or the one branch in full. The
 * customer's own addresses have no place here.
 */
export function PickupBranchChoice({ branches, chosen, onChoose }: Props) {
  const t = useTranslations('checkout.branch');
  return (
    <ChoiceGroup legend={t('legend')} testId="checkout-branches">
      {branches.length > 1 ? (
        <>
          <div className="grid gap-2 sm:grid-cols-2">
            {branches.map((branch) => (
              <ChoiceCard
                key={branch.id}
                name="pickup-branch"
                value={String(branch.id)}
                checked={branch.id === chosen.id}
                onChange={() => onChoose(branch)}
                title={branch.name}
                testId="checkout-branch"
              >
                <span className="block" data-testid="branch-address">
                  {branch.address}
                </span>
                <BranchHours branch={branch} />
              </ChoiceCard>
            ))}
          </div>
          <BranchPlace branch={chosen} />
        </>
      ) : (
        <BranchDetails branch={chosen} />
      )}
    </ChoiceGroup>
  );
}
