'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ORDER_TABS, type OrderTab } from '@/lib/contract/order-status';

type Props = {
  tab: OrderTab;
  onChange: (tab: OrderTab) => void;
  /** The chosen tab's content; the others stay empty until chosen. */
  children: ReactNode;
};

/** Spec 4's three filter groups as tabs (arrow keys move between them). */
export function OrderTabs({ tab, onChange, children }: Props) {
  const t = useTranslations('orders');
  const selectedIndex = Math.max(0, ORDER_TABS.indexOf(tab));
  return (
    <TabGroup
      selectedIndex={selectedIndex}
      onChange={(index) => onChange(ORDER_TABS[index] ?? ORDER_TABS[0])}
      className="flex flex-col gap-4"
    >
      <TabList
        aria-label={t('tabsLabel')}
        className="flex gap-1 rounded-xl border border-border bg-surface-raised p-1"
      >
        {ORDER_TABS.map((key) => (
          <Tab
            key={key}
            className="min-h-11 flex-1 rounded-lg px-3 text-sm font-medium data-hover:bg-surface-muted data-selected:bg-primary data-selected:text-on-primary"
            data-testid={`orders-tab-${key}`}
          >
            {t(`tabs.${key}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {ORDER_TABS.map((key) => (
          <TabPanel key={key} className="focus:outline-none" data-testid={`orders-panel-${key}`}>
            {key === tab ? children : null}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
