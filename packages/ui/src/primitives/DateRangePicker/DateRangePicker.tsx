import { currentLocale, useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { differenceInCalendarMonths, format, startOfDay, startOfMonth, subMonths } from 'date-fns';
import { CalendarDays, ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ButtonHTMLAttributes, type Ref, useId, useState } from 'react';
import {
  type ChevronProps,
  type ClassNames,
  type DateRange,
  DayPicker,
  type Labels,
  type Matcher,
} from 'react-day-picker';
import { type DayPickerLocale, enUS, vi, zhCN } from 'react-day-picker/locale';
import { useBreakpoint } from '../../hooks/useMediaQuery';
import { usePortalContainer } from '../../theme/ThemeScope';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DateRangePicker.css';
import {
  clampRange,
  type DateRangePresetId,
  type DateRangeValue,
  dateRangePresetIds,
  formatDay,
  formatRange,
  presetRange,
  sameRange,
} from './dateRanges';

const classNames: Partial<ClassNames> = {
  root: styles.calendar,
  months: styles.months,
  month: styles.month,
  month_caption: styles.monthCaption,
  caption_label: styles.captionLabel,
  button_previous: styles.previous,
  button_next: styles.next,
  chevron: styles.chevron,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  today: styles.today,
  selected: styles.selected,
  range_start: styles.rangeStart,
  range_middle: styles.rangeMiddle,
  range_end: styles.rangeEnd,
  outside: styles.outside,
  disabled: styles.disabled,
  hidden: styles.hidden,
};

const chevrons = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown } as const;

function Chevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = chevrons[orientation];
  return <Icon aria-hidden size={18} className={className} />;
}

const components = { Chevron };

/**
 * English day names say "June 3, 2025" rather than the default "June 3rd":
 * the visible "3" must be a word of the button's name (WCAG 2.5.3, label in
 * name). The Chinese labels ("2025年6月3日") already are.
 */
/**
 * The calendar's month and weekday names and its labels, by interface
 * language tag: the calendar library's own translations (about 2 KB each,
 * so they ship with the picker rather than on their own). A language it
 * does not know here shows the calendar in English.
 */
const calendarLocales: Partial<Record<string, DayPickerLocale>> = { en: enUS, 'zh-CN': zhCN, vi };

const englishLabels: Partial<Labels> = {
  labelDayButton: (date, modifiers) => {
    const label = format(date, 'EEEE, MMMM d, yyyy', { locale: enUS });
    return `${modifiers.today ? 'Today, ' : ''}${label}${modifiers.selected ? ', selected' : ''}`;
  },
};

const presetKeys = {
  today: 'ui.dateRange.today',
  yesterday: 'ui.dateRange.yesterday',
  last7Days: 'ui.dateRange.last7Days',
  last30Days: 'ui.dateRange.last30Days',
  thisMonth: 'ui.dateRange.thisMonth',
} as const;

/** A range being picked: the end is missing until the second click. */
type Draft = { from: Date; to?: Date } | null;

export interface DateRangePickerProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'defaultValue' | 'onChange'> {
  /** The applied range, or `null` for none. Both ends are local midnight; `to` is included. */
  value?: DateRangeValue | null;
  defaultValue?: DateRangeValue | null;
  /** Called on Apply (with the range) and on Clear (with `null`). */
  onChange?: (value: DateRangeValue | null) => void;
  /** Earliest and latest selectable day (records usually end today). */
  min?: Date;
  max?: Date;
  /** "Today" for presets, the today mark and the first month shown. Fix it in tests and stories. */
  today?: Date;
  /** Quick ranges to offer, in order; `false` for none. */
  presets?: readonly DateRangePresetId[] | false;
  /** Months side by side; by default 2 from 768 px and 1 below. */
  numberOfMonths?: 1 | 2;
  /** Accessible name of the picker (spoken before the value); defaults to "Date range". */
  label?: string;
  /** Trigger text when no range is set; defaults to "Choose dates". */
  placeholder?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A date-range filter for records: a trigger showing the applied range, and
 * a popover with quick ranges, a calendar and Apply / Clear. Picking does
 * not filter yet; Apply does, so a half-picked range never reaches a query.
 */
export function DateRangePicker({
  value: controlledValue,
  defaultValue = null,
  onChange,
  min,
  max,
  today: todayProp,
  presets = dateRangePresetIds,
  numberOfMonths,
  label,
  placeholder,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  className,
  disabled,
  ...rest
}: DateRangePickerProps) {
  const { t, i18n } = useTranslation();
  const container = usePortalContainer();
  // Two months side by side need a tablet-wide screen; phones get one.
  const wide = useBreakpoint('tablet');
  const summaryId = useId();
  // Read once per mount when not given, so "today" does not shift while the picker is open.
  const [mountDay] = useState(() => startOfDay(new Date()));
  const currentToday = todayProp ? startOfDay(todayProp) : mountDay;
  // Never more months than the bounds allow.
  const span = min && max ? Math.max(1, differenceInCalendarMonths(max, min) + 1) : 2;
  const months = Math.min(numberOfMonths ?? (wide ? 2 : 1), span);

  const [ownValue, setOwnValue] = useState<DateRangeValue | null>(defaultValue);
  const value = controlledValue === undefined ? ownValue : controlledValue;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;

  // The month a range should be seen in: its end in the last month shown,
  // kept inside min and max.
  const monthFor = (end: Date) => {
    let first = startOfMonth(subMonths(end, months - 1));
    if (max && differenceInCalendarMonths(max, first) < months - 1) first = startOfMonth(subMonths(max, months - 1));
    if (min && first < startOfMonth(min)) first = startOfMonth(min);
    return first;
  };
  const startingDay = clampRange({ from: currentToday, to: currentToday }, min, max)?.to ?? max ?? min ?? currentToday;

  const [draft, setDraft] = useState<Draft>(value);
  const [month, setMonth] = useState(() => monthFor(value?.to ?? startingDay));

  const setOpen = (next: boolean) => {
    if (next) {
      // Every opening starts from the applied value.
      setDraft(value);
      setMonth(monthFor(value?.to ?? startingDay));
    }
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const commit = (next: DateRangeValue | null) => {
    if (controlledValue === undefined) setOwnValue(next);
    onChange?.(next);
    setOpen(false);
  };

  const draftRange: DateRangeValue | null = draft ? { from: draft.from, to: draft.to ?? draft.from } : null;
  const locale = currentLocale(i18n);
  const calendarLocale = calendarLocales[locale] ?? enUS;
  // The calendar's own English day labels read "Today, Wednesday, November 25th, 2026"; ours drop the ordinal.
  const english = calendarLocale === enUS;
  const name = label ?? t('ui.dateRange.label');
  const bounds: Matcher[] = [
    ...(min ? [{ before: startOfDay(min) }] : []),
    ...(max ? [{ after: startOfDay(max) }] : []),
  ];
  const presetList = presets === false ? [] : presets;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button type="button" className={clsx(styles.trigger, className)} disabled={disabled} {...rest}>
          <span className={styles.triggerIcon} aria-hidden>
            <CalendarDays size={18} />
          </span>
          <span className={clsx(styles.triggerText, !value && styles.placeholder)}>
            <VisuallyHidden>{name}: </VisuallyHidden>
            {value ? formatRange(value) : (placeholder ?? t('ui.dateRange.open'))}
          </span>
          <span className={styles.triggerIcon} aria-hidden>
            <ChevronDown size={16} />
          </span>
        </button>
      </Popover.Trigger>
      <Popover.Portal container={container}>
        <Popover.Content
          className={styles.content}
          align="start"
          sideOffset={8}
          collisionPadding={16}
          aria-label={name}
          aria-describedby={summaryId}
        >
          <div className={styles.body}>
            {presetList.length > 0 ? (
              <fieldset aria-label={t('ui.dateRange.presets')} className={styles.presets}>
                {presetList.map((id) => {
                  const range = clampRange(presetRange(id, currentToday), min, max);
                  return (
                    <button
                      key={id}
                      type="button"
                      className={styles.preset}
                      disabled={!range}
                      aria-pressed={sameRange(range, draftRange)}
                      onClick={() => {
                        if (!range) return;
                        setDraft(range);
                        setMonth(monthFor(range.to));
                      }}
                    >
                      {t(presetKeys[id])}
                    </button>
                  );
                })}
              </fieldset>
            ) : null}
            <DayPicker
              mode="range"
              resetOnSelect
              selected={draft ? ({ from: draft.from, to: draft.to } satisfies DateRange) : undefined}
              onSelect={(range) => setDraft(range?.from ? { from: range.from, to: range.to } : null)}
              month={month}
              onMonthChange={setMonth}
              numberOfMonths={months}
              startMonth={min ? startOfMonth(min) : undefined}
              endMonth={max ? startOfMonth(max) : undefined}
              disabled={bounds}
              today={currentToday}
              locale={calendarLocale}
              labels={english ? englishLabels : undefined}
              navLayout="around"
              fixedWeeks
              classNames={classNames}
              components={components}
            />
          </div>
          <div className={styles.footer}>
            <p id={summaryId} className={styles.summary} aria-live="polite">
              <span>
                <span className={styles.summaryLabel}>{t('ui.dateRange.start')}</span>
                {draft ? formatDay(draft.from) : '—'}
              </span>
              <span>
                <span className={styles.summaryLabel}>{t('ui.dateRange.end')}</span>
                {draft?.to ? formatDay(draft.to) : '—'}
              </span>
            </p>
            <div className={styles.actions}>
              <Button variant="ghost" size="sm" onClick={() => commit(null)}>
                {t('ui.dateRange.clear')}
              </Button>
              <Button size="sm" disabled={!draftRange} onClick={() => commit(draftRange)}>
                {t('ui.apply')}
              </Button>
            </div>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
