import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import {
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { RefreshingLine } from '../AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../AsyncRegion/asyncStatus';
import { EmptyState } from '../EmptyState/EmptyState';
import { Pagination } from '../Pagination/Pagination';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DataTable.css';

export interface DataTableColumn<Row> {
  /** Stable id; also the key of this column's entry in `footer`. */
  id: string;
  /** Column header; on cards it labels the value. */
  header: ReactNode;
  /** The cell content. Called for both layouts, so keep it free of side effects. */
  cell: (row: Row, index: number) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** Column width (numbers are pixels); the others share the rest. */
  width?: number | string;
  /** Amounts and counts: tabular figures, aligned to the end, never wrapped. */
  numeric?: boolean;
  /** `primary` names the row: a row header in the table, the card title on narrow screens. */
  priority?: 'primary';
}

export interface DataTableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /** Names the table for everyone (and screen readers); hide it with `hideCaption` when a heading already says it. */
  caption: ReactNode;
  hideCaption?: boolean;
  /**
   * `loading` keeps the shape with skeleton rows; `error` shows what happened and a retry;
   * `refreshing` keeps the rows with a thin moving line above them while newer ones load.
   */
  status?: AsyncStatus;
  onRetry?: () => void;
  /** Current page, 1-based; a pager shows when `pageCount` is above 1 and `onPageChange` is given. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /** Skeleton rows while loading when there are no rows to keep the shape of. */
  loadingRowCount?: number;
  /** Shown when there are no rows; defaults to "No data". */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** A way forward from the empty state, such as a "Clear filters" button. */
  emptyAction?: ReactNode;
  errorTitle?: ReactNode;
  errorDescription?: ReactNode;
  /** A totals row, by column id (for example `{ game: 'Total', bet: '1,250.00' }`). */
  footer?: Partial<Record<string, ReactNode>>;
  /** `auto` switches to cards when narrower than 640 px; force either layout where that is wrong. */
  layout?: 'auto' | 'table' | 'cards';
  ref?: Ref<HTMLDivElement>;
}

/** True while the element is narrower than its content, i.e. it scrolls sideways. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>) {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

const alignOf = <Row,>(column: DataTableColumn<Row>) => column.align ?? (column.numeric ? 'end' : 'start');

/**
 * Records and reports (betting, account and points records). A
 * table on wide screens and a stack of cards on narrow ones; both are
 * rendered and CSS shows one, so only that one is in the accessibility tree.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  hideCaption = false,
  status = 'ready',
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
  loadingRowCount = 5,
  emptyTitle,
  emptyDescription,
  emptyAction,
  errorTitle,
  errorDescription,
  footer,
  layout = 'auto',
  className,
  ...rest
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const id = useId();
  const tableCaptionId = `${id}-caption`;
  const cardsCaptionId = `${id}-cards-caption`;
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(scroller);

  const loading = status === 'loading';
  const refreshing = status === 'refreshing';
  const failed = status === 'error';
  const empty = !loading && !failed && rows.length === 0;
  const primary = columns.find((column) => column.priority === 'primary') ?? columns[0];
  const details = columns.filter((column) => column !== primary);
  const skeletonCount = Math.max(1, rows.length > 0 ? rows.length : loadingRowCount);
  const skeletonKeys = Array.from({ length: skeletonCount }, (_, index) => `skeleton-${index}`);
  const showFooter = footer !== undefined && !loading && !failed && !empty;

  const stateView = (size: 'default' | 'compact') =>
    failed ? (
      <EmptyState tone="danger" size={size} title={errorTitle} description={errorDescription} onRetry={onRetry} />
    ) : (
      <EmptyState size={size} title={emptyTitle} description={emptyDescription} action={emptyAction} />
    );

  const skeletonFor = (column: DataTableColumn<Row>, index: number) => {
    const align = alignOf(column);
    // Varied widths read as text; they come from the position, so every render is the same.
    const width = column.numeric ? '4.5em' : `${[70, 55, 80, 62][index % 4]}%`;
    return (
      <span
        className={clsx(
          styles.skeletonCell,
          align === 'end' && styles.skeletonEnd,
          align === 'center' && styles.skeletonCenter,
        )}
      >
        <Skeleton width={width} height="1em" />
      </span>
    );
  };

  const CardsCaption = hideCaption ? VisuallyHidden : 'p';

  return (
    <div className={clsx(styles.root, className)} aria-busy={loading || refreshing || undefined} {...rest}>
      <div className={styles.views}>
        {refreshing ? <RefreshingLine /> : null}
        <div
          ref={scroller}
          className={styles.tableView({ layout })}
          // Only a table that scrolls sideways needs to be a named, focusable
          // region (so keyboard users can scroll it).
          {...(scrolls ? { role: 'region', 'aria-labelledby': tableCaptionId, tabIndex: 0 } : {})}
        >
          <table className={styles.table}>
            {hideCaption ? (
              <caption id={tableCaptionId}>
                <VisuallyHidden>{caption}</VisuallyHidden>
              </caption>
            ) : (
              <caption id={tableCaptionId} className={styles.caption}>
                {caption}
              </caption>
            )}
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    className={clsx(
                      styles.headerCell,
                      styles.align({ align: alignOf(column), numeric: column.numeric ?? false }),
                    )}
                    style={column.width === undefined ? undefined : { width: column.width }}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loading ? (
                skeletonKeys.map((key, rowIndex) => (
                  <tr key={key} aria-hidden className={styles.row}>
                    {columns.map((column, columnIndex) => (
                      <td key={column.id} className={styles.cell}>
                        {skeletonFor(column, rowIndex + columnIndex)}
                      </td>
                    ))}
                  </tr>
                ))
              ) : failed || empty ? (
                <tr>
                  <td colSpan={columns.length} className={styles.stateCell}>
                    {stateView('compact')}
                  </td>
                </tr>
              ) : (
                rows.map((row, rowIndex) => (
                  <tr key={getRowId(row)} className={styles.row}>
                    {columns.map((column) => {
                      const Cell = column === primary ? 'th' : 'td';
                      return (
                        <Cell
                          key={column.id}
                          scope={column === primary ? 'row' : undefined}
                          className={clsx(
                            styles.cell,
                            styles.align({ align: alignOf(column), numeric: column.numeric ?? false }),
                          )}
                        >
                          {column.cell(row, rowIndex)}
                        </Cell>
                      );
                    })}
                  </tr>
                ))
              )}
            </tbody>
            {showFooter ? (
              <tfoot>
                <tr>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={clsx(
                        styles.footerCell,
                        styles.align({ align: alignOf(column), numeric: column.numeric ?? false }),
                      )}
                    >
                      {footer[column.id]}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>

        <div className={styles.cardsView({ layout })}>
          <CardsCaption id={cardsCaptionId} className={hideCaption ? undefined : styles.cardsCaption}>
            {caption}
          </CardsCaption>
          {loading ? (
            <ul className={styles.cards} aria-hidden>
              {skeletonKeys.map((key) => (
                <li key={key} className={styles.card}>
                  <Skeleton width="60%" height="1.2em" />
                  <dl className={styles.fields}>
                    {details.map((column) => (
                      <div key={column.id} className={styles.field}>
                        <dt className={styles.fieldLabel}>{column.header}</dt>
                        <dd className={styles.fieldValue}>
                          <Skeleton width={column.numeric ? '4.5em' : '7em'} height="1em" />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          ) : failed || empty ? (
            stateView('compact')
          ) : (
            <ul className={styles.cards} aria-labelledby={cardsCaptionId}>
              {rows.map((row, rowIndex) => (
                <li key={getRowId(row)} className={styles.card}>
                  {primary ? <p className={styles.cardTitle}>{primary.cell(row, rowIndex)}</p> : null}
                  <dl className={styles.fields}>
                    {details.map((column) => (
                      <div key={column.id} className={styles.field}>
                        <dt className={styles.fieldLabel}>{column.header}</dt>
                        <dd className={clsx(styles.fieldValue, column.numeric && styles.fieldValueNumeric)}>
                          {column.cell(row, rowIndex)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          )}
          {showFooter ? (
            <div className={styles.totalsCard}>
              {primary && footer[primary.id] !== undefined ? (
                <p className={styles.cardTitle}>{footer[primary.id]}</p>
              ) : null}
              <dl className={styles.fields}>
                {details
                  .filter((column) => footer[column.id] !== undefined)
                  .map((column) => (
                    <div key={column.id} className={styles.field}>
                      <dt className={styles.fieldLabel}>{column.header}</dt>
                      <dd className={clsx(styles.fieldValue, column.numeric && styles.fieldValueNumeric)}>
                        {footer[column.id]}
                      </dd>
                    </div>
                  ))}
              </dl>
            </div>
          ) : null}
        </div>
      </div>

      <VisuallyHidden role="status">
        {loading ? t('ui.loading') : failed ? '' : t('ui.table.rows', { count: rows.length })}
      </VisuallyHidden>

      {pageCount > 1 && onPageChange ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
      ) : null}
    </div>
  );
}
