export type {
  RecordDetail,
  RecordsColumn,
  RecordsFilter,
  RecordsSearch,
  RecordsViewLabels,
  RecordsViewProps,
} from './RecordsView';
export { RecordsView, recordsPresets } from './RecordsView';
export type { CsvColumn } from './recordsCsv';
export { csvCell, csvFileName, recordsCsv } from './recordsCsv';
