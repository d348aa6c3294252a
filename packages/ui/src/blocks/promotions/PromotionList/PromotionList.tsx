import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Gift } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Badge } from '../../../primitives/Badge/Badge';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Image } from '../../../primitives/Image/Image';
import { Link } from '../../../primitives/Link/Link';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import type { PromotionCardItem, PromotionCatalogue } from '../promotions';
import * as styles from './PromotionList.css';

/** The tab that shows every promotion, whatever its category. */
export const allPromotions = '__all';

export interface PromotionListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's heading, "Promotions". */
  title: ReactNode;
  catalogue: PromotionCatalogue;
  /** The tab open first: a category code, or every promotion (default). */
  defaultCategory?: string;
  ref?: Ref<HTMLDivElement>;
}

function GridSkeleton() {
  return (
    <div className={styles.grid}>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <div key={index} className={styles.card}>
          <Skeleton height={120} />
          <div className={styles.cardBody}>
            <Skeleton height={18} width="70%" />
            <Skeleton height={14} width="50%" />
          </div>
        </div>
      ))}
    </div>
  );
}

function PromotionCard({ promotion }: { promotion: PromotionCardItem }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card}>
      <Image src={promotion.image ?? null} alt="" aspectRatio="8 / 3" fit="cover" lazy rootMargin="200px" />
      <div className={styles.cardBody}>
        <div className={styles.titleRow}>
          <h2 className={styles.cardTitle}>{promotion.title}</h2>
          <Badge tone={promotion.status.tone}>{promotion.status.label}</Badge>
        </div>
        {promotion.period ? (
          <p className={styles.period}>
            <span className={styles.periodLabel}>{t('promotions.periodLabel')}</span> {promotion.period}
          </p>
        ) : null}
        <Link
          href={promotion.href}
          className={styles.details}
          aria-label={t('promotions.detailsOf', { title: promotion.title })}
        >
          {t('promotions.details')}
        </Link>
      </div>
    </li>
  );
}

/**
 * The promotions page: a tab for every promotion and one per category, each
 * a grid of cards (picture, title, period, activity status) that open the
 * promotion's page.
 */
export function PromotionList({
  title,
  catalogue,
  defaultCategory = allPromotions,
  className,
  ref,
  ...rest
}: PromotionListProps) {
  const { t } = useTranslation();
  const [category, setCategory] = useState(defaultCategory);
  const tabs = [{ code: allPromotions, name: t('promotions.all') }, ...catalogue.categories];

  const region = (code: string) => {
    const shown =
      code === allPromotions
        ? catalogue.promotions
        : catalogue.promotions.filter((promotion) => promotion.category === code);
    return (
      <AsyncRegion
        status={catalogue.status}
        loadingLabel={t('promotions.loading')}
        errorTitle={t('promotions.errorTitle')}
        onRetry={catalogue.onRetry}
        retrying={catalogue.retrying}
        headingLevel={2}
        skeleton={<GridSkeleton />}
        empty={shown.length === 0}
        emptyState={
          <EmptyState
            icon={<Gift size={28} />}
            title={t('promotions.empty')}
            description={t('promotions.emptyHint')}
            headingLevel={2}
          />
        }
      >
        <ul className={styles.grid}>
          {shown.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </ul>
      </AsyncRegion>
    );
  };

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <h1 className={styles.title}>{title}</h1>
      <Tabs.Root value={category} onValueChange={setCategory}>
        <Tabs.List aria-label={t('promotions.categories')} className={styles.tabs}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.code} value={tab.code}>
              {tab.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.code} value={tab.code} className={styles.panel}>
            {region(tab.code)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
