import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTab } from './model/split';
import styles from './Orders.module.scss';

const TABS: readonly OrderTab[] = ['inProgress', 'history'];

/**
 * The In progress and History tabs (WAI-ARIA tabs): one tab stop, arrow keys, Home and End move
 * between the tabs and select them (the panel is cheap to show), the panel is labelled by its tab.
 */
export function OrderTabs({
  selected,
  counts,
  onSelect,
  children,
}: {
  selected: OrderTab;
  counts: Record<OrderTab, number>;
  onSelect: (tab: OrderTab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<OrderTab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    const tab = next === null ? undefined : TABS[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab);
    refs.current[tab]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t('orders.tabs.label')} className={styles.tabs}>
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`orders-tab-${tab}`}
            // only the selected tab's panel is rendered: the other tab names no missing element
            {...(tab === selected ? { 'aria-controls': `orders-panel-${tab}` } : {})}
            aria-selected={tab === selected}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => move(event, index)}
          >
            {t(`orders.tabs.${tab}`, { number: counts[tab] })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`orders-panel-${selected}`} aria-labelledby={`orders-tab-${selected}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
