import { useTranslation } from '@lobby/i18n';
import { Download } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { DataTable, type DataTableColumn } from '../../../primitives/DataTable/DataTable';
import { DateRangePicker } from '../../../primitives/DateRangePicker/DateRangePicker';
import {
  type DateRangePresetId,
  type DateRangeValue,
  formatDay,
  formatRange,
  presetRange,
  sameRange,
} from '../../../primitives/DateRangePicker/dateRanges';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { Select, type SelectOption } from '../../../primitives/Select/Select';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { TextField } from '../../../primitives/TextField/TextField';
import * as styles from './RecordsView.css';
import { csvFileName, recordsCsv } from './recordsCsv';

/** A column of a record: what the table shows, and the same cell as plain text for the export. */
export interface RecordsColumn<Row> extends Omit<DataTableColumn<Row>, 'header'> {
  header: string;
  /** The cell as a spreadsheet should read it (amounts as plain numbers). */
  text: (row: Row) => string;
}

/** One filter beside the dates (vendor, game kind, transaction type): a choice among options. */
export interface RecordsFilter {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A row's detail (a lottery bet's numbers and draw), loaded when the player opens it. */
export interface RecordDetail {
  /** The dialog's title, e.g. the order number. */
  title: string;
  status: AsyncStatus;
  fields: readonly { label: string; value: ReactNode }[];
  onRetry?: () => void;
}

/** The quick ranges a record offers, beside the calendar. */
export const recordsPresets = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
] as const satisfies readonly DateRangePresetId[];

const presetKeys = {
  today: 'ui.dateRange.today',
  yesterday: 'ui.dateRange.yesterday',
  last7Days: 'ui.dateRange.last7Days',
  last30Days: 'ui.dateRange.last30Days',
  thisMonth: 'ui.dateRange.thisMonth',
} as const satisfies Record<DateRangePresetId, string>;

/**
 * The view's own words, for a host whose messages are not the member
 * centre's (the agent centre's reports): each falls back to the member
 * centre's.
 */
export interface RecordsViewLabels {
  export?: string;
  detail?: string;
  detailOf?: (id: string) => string;
}

/** A text filter beside the dates (a team member's account), applied when the user submits it. */
export interface RecordsSearch {
  label: string;
  /** The search as applied. */
  value: string;
  onSearch: (value: string) => void;
  /** The submit button's text. */
  submitLabel: string;
}

export interface RecordsViewProps<Row> {
  /** The record's name: the heading, the table's caption and the export's file name. */
  title: string;
  /** The heading's level where the view sits (3 inside a centre's page). */
  headingLevel?: 2 | 3 | 4;
  /** The applied days, both ends included. */
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** "Today" for the presets and the calendar; fix it in stories and tests. */
  today?: Date;
  /** The earliest day the platform keeps records for. */
  minDate?: Date;
  /** The quick ranges offered (`recordsPresets` unless given). */
  presets?: readonly DateRangePresetId[];
  search?: RecordsSearch;
  filters?: readonly RecordsFilter[];
  columns: readonly RecordsColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  status: AsyncStatus;
  onRetry?: () => void;
  /** The server's page, 1-based, and how many there are. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /** A totals line by column id; the first column's entry labels it. */
  totals?: Partial<Record<string, string>>;
  emptyTitle?: string;
  emptyDescription?: string;
  /** Offers a detail for these rows (a button in the row); the host loads it into `detail`. */
  hasDetail?: (row: Row) => boolean;
  onOpenDetail?: (row: Row) => void;
  /** The open row's detail, or `null` when none is open. */
  detail?: RecordDetail | null;
  onCloseDetail?: () => void;
  labels?: RecordsViewLabels;
}

/** Saves text as a file through the browser's download. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A record of the player's (or, for an agent, the team's) activity: the days
 * (quick ranges and a calendar), filters, the server's pages, totals, an
 * export of the rows on screen as CSV, and a row's detail where there is one.
 * Scope-free: labels, columns and filters come in as props, data as rows.
 */
export function RecordsView<Row>({
  title,
  headingLevel = 2,
  range,
  onRangeChange,
  today,
  minDate,
  presets = recordsPresets,
  search,
  filters = [],
  columns,
  rows,
  getRowId,
  status,
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
  totals,
  emptyTitle,
  emptyDescription,
  hasDetail,
  onOpenDetail,
  detail = null,
  onCloseDetail,
  labels = {},
}: RecordsViewProps<Row>) {
  const { t } = useTranslation();
  const detailLabel = labels.detail ?? t('records.view.detail');
  const [query, setQuery] = useState(search?.value ?? '');
  // A search applied from outside (kept filters, a cleared page) shows in the field.
  const appliedSearch = search?.value ?? '';
  useEffect(() => setQuery(appliedSearch), [appliedSearch]);
  const Heading = `h${headingLevel}` as const;
  const day = today ?? new Date();
  const ready = status === 'ready' || status === 'refreshing';

  const detailColumn: RecordsColumn<Row>[] = onOpenDetail
    ? [
        {
          id: 'detail',
          header: detailLabel,
          text: () => '',
          align: 'end',
          cell: (row) =>
            (hasDetail?.(row) ?? true) ? (
              <Button
                variant="ghost"
                size="sm"
                className={styles.detailButton}
                aria-label={labels.detailOf?.(getRowId(row)) ?? t('records.view.detailOf', { id: getRowId(row) })}
                onClick={() => onOpenDetail(row)}
              >
                {detailLabel}
              </Button>
            ) : null,
        },
      ]
    : [];
  const tableColumns = [...columns, ...detailColumn];

  const exportRows = () => {
    const totalsLine = totals ? columns.map((column) => totals[column.id] ?? '') : undefined;
    download(csvFileName(title, formatDay(range.from), formatDay(range.to)), recordsCsv(columns, rows, totalsLine));
  };

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        <Button
          variant="secondary"
          size="sm"
          startIcon={<Download aria-hidden size={16} />}
          disabled={!ready || rows.length === 0}
          onClick={exportRows}
        >
          {labels.export ?? t('records.view.export')}
        </Button>
      </div>

      <div className={styles.toolbar}>
        <fieldset className={styles.presets} aria-label={t('ui.dateRange.presets')}>
          {presets.map((id) => {
            const preset = presetRange(id, day);
            return (
              <button
                key={id}
                type="button"
                className={styles.preset}
                aria-pressed={sameRange(preset, range)}
                onClick={() => {
                  if (!sameRange(preset, range)) onRangeChange(preset);
                }}
              >
                {t(presetKeys[id])}
              </button>
            );
          })}
        </fieldset>
        <DateRangePicker
          className={styles.picker}
          value={range}
          onChange={(next) => {
            // Clearing falls back to today: a record always covers some days.
            onRangeChange(next ?? presetRange('today', day));
          }}
          today={day}
          min={minDate}
          max={day}
          presets={presets}
        />
        {search ? (
          <form
            className={styles.search}
            aria-label={search.label}
            onSubmit={(event) => {
              event.preventDefault();
              search.onSearch(query.trim());
            }}
          >
            <TextField
              label={search.label}
              value={query}
              onValueChange={setQuery}
              clearable
              onClear={() => {
                setQuery('');
                search.onSearch('');
              }}
              fullWidth
            />
            <Button type="submit" variant="secondary" className={styles.searchButton}>
              {search.submitLabel}
            </Button>
          </form>
        ) : null}
        {filters.map((filter) => (
          <div key={filter.id} className={styles.filter}>
            <Select
              label={filter.label}
              options={filter.options}
              value={filter.value}
              onValueChange={filter.onChange}
              fullWidth
            />
          </div>
        ))}
      </div>

      <DataTable<Row>
        columns={tableColumns}
        rows={rows}
        getRowId={getRowId}
        // The days in the caption: the table says what it holds, and is not
        // named like the page around it when it scrolls sideways (a region).
        caption={`${title}, ${formatRange(range)}`}
        hideCaption
        status={status}
        onRetry={onRetry}
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        footer={totals}
        emptyTitle={emptyTitle ?? t('records.view.emptyTitle')}
        emptyDescription={emptyDescription ?? t('records.view.emptyDescription')}
      />

      <Dialog.Root
        open={detail !== null}
        onOpenChange={(open) => {
          if (!open) onCloseDetail?.();
        }}
      >
        {detail ? (
          <Dialog.Content title={detail.title} size="md">
            <AsyncRegion
              status={detail.status}
              onRetry={detail.onRetry}
              size="compact"
              skeleton={
                <div className={styles.fields}>
                  {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
                    <Skeleton key={key} height="1em" />
                  ))}
                </div>
              }
            >
              <dl className={styles.fields}>
                {detail.fields.map((field) => (
                  <div key={field.label} className={styles.fieldRow}>
                    <dt className={styles.fieldLabel}>{field.label}</dt>
                    <dd className={styles.fieldValue}>{field.value}</dd>
                  </div>
                ))}
              </dl>
            </AsyncRegion>
          </Dialog.Content>
        ) : null}
      </Dialog.Root>
    </div>
  );
}
