import { useTranslation } from '@lobby/i18n';
import { type ReactNode, useId, useRef } from 'react';
import { tabKeys, usePointerRest } from './CategoryPanel';
import * as styles from './NavMenu.css';
import type { NavCategory } from './navModel';

export interface MorePanelProps {
  /** The game categories the bar had no room for, in its order. */
  categories: readonly NavCategory[];
  /** The category whose dropdown shows below them. */
  selectedId: string | undefined;
  isCurrent: (category: NavCategory) => boolean;
  onSelect: (categoryId: string) => void;
  /** The other entries the bar had no room for, each in its `<li>`. */
  links: readonly ReactNode[];
  /** The selected category's own dropdown content. */
  children?: ReactNode;
}

/**
 * The "More" dropdown: the entries the bar had no room for in a row (game
 * categories as tabs, then Home, Promotions, Rewards or VIP as links), and
 * under it the selected category's own dropdown, vendors and games as the
 * bar would show them. Selection follows focus and a resting pointer; the
 * arrow keys move between the categories.
 */
export function MorePanel({ categories, selectedId, isCurrent, onSelect, links, children }: MorePanelProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const pointer = usePointerRest(onSelect);
  const activeIndex = Math.max(
    0,
    categories.findIndex((category) => category.id === selectedId),
  );
  const tabId = (index: number) => `${baseId}-category-${index}`;
  const panelId = `${baseId}-category`;

  return (
    <div className={styles.morePanel}>
      <div className={styles.moreBar}>
        {categories.length > 0 ? (
          <div
            role="tablist"
            aria-orientation="horizontal"
            aria-label={t('header.nav.moreCategories')}
            className={styles.moreTabs}
            onKeyDown={(event) => tabKeys(event, 'horizontal', activeIndex, tabs.current.slice(0, categories.length))}
          >
            {categories.map((category, index) => {
              const selected = index === activeIndex;
              return (
                <button
                  key={category.id}
                  ref={(node) => {
                    tabs.current[index] = node;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(index)}
                  aria-selected={selected}
                  aria-controls={selected ? panelId : undefined}
                  aria-current={isCurrent(category) ? 'page' : undefined}
                  tabIndex={selected ? 0 : -1}
                  className={styles.moreTab}
                  onFocus={() => onSelect(category.id)}
                  onClick={() => onSelect(category.id)}
                  onPointerEnter={(event) => pointer.onPointerEnter(event, category.id)}
                  onPointerLeave={pointer.onPointerLeave}
                >
                  {category.label}
                </button>
              );
            })}
          </div>
        ) : null}
        {links.length > 0 ? <ul className={styles.moreLinks}>{links}</ul> : null}
      </div>
      {categories.length > 0 ? (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(activeIndex)}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
