import type { HelpItem } from '@lobby/api';
import { helpItemsOf } from './helpItems';

/** The merchant's agent programme on /join: its help centre's "Affiliates" entry, if it has one. */
export function joinUsProgrammeOf(items: readonly HelpItem[] | undefined): string | undefined {
  return helpItemsOf(items ?? []).find((item) => item.id === 'affiliates')?.html;
}
