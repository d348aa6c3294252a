export type { DateRangePickerProps } from './DateRangePicker';
export { DateRangePicker } from './DateRangePicker';
export type { DateRangePresetId, DateRangeValue } from './dateRanges';
export { dateRangePresetIds, presetRange } from './dateRanges';
