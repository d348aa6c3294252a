import type { useTranslation } from '@lobby/i18n';
import type { DateRangePresetId, RecordsViewLabels } from '@lobby/ui';

/** The reports' quick ranges: today, yesterday, the last seven days and the month so far. */
export const reportPresets: readonly DateRangePresetId[] = ['today', 'yesterday', 'last7Days', 'thisMonth'];

type T = ReturnType<typeof useTranslation>['t'];

/** The records view's own words from the agent centre's messages (the member centre's are not loaded here). */
export function reportLabelsOf(t: T): RecordsViewLabels {
  return {
    export: t('agentCentre.reports.export'),
    detail: t('agentCentre.reports.detail.button'),
    detailOf: (id) => t('agentCentre.reports.detail.of', { id }),
  };
}

/** The account search every team report offers: empty for the whole team. */
export function accountSearchOf(t: T, value: string, onSearch: (account: string) => void) {
  return {
    label: t('agentCentre.reports.searchAccount'),
    submitLabel: t('agentCentre.reports.searchButton'),
    value,
    onSearch,
  };
}
