import type { HelpItem } from '@lobby/api';
import { helpItemsOf } from './helpItems';

/**
 * One entry of the help centre by its anchor, as HTML: the agent programme on
 * /join ("affiliates"), the merchant's policy on /responsibleGaming
 * ("responsible-gaming"). None when the merchant has no such entry.
 */
export function helpEntryOf(items: readonly HelpItem[] | undefined, id: string): string | undefined {
  return helpItemsOf(items ?? []).find((item) => item.id === id)?.html;
}
