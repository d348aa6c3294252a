import type { MessageKey } from '@lobby/i18n';
import type { LucideIcon } from 'lucide-react';

/**
 * The one shape of a menu entry of the member and agent centres, and the rule
 * that decides which entries a player sees. Both centres' tables
 * (`memberCentreSections`, `agentCentreSections`) use it; the views render
 * from them and the site types its pages with their ids.
 */

/**
 * Module ids of the whitelabel settings tree that switch a section on. A
 * merchant turns a feature off in its settings; the section goes with it.
 */
export type CentreSwitch =
  | 'FUNDTRANS3'
  | 'DPSTBAS3'
  | 'WTHDRW3'
  | 'MEMTRANS3'
  | 'PERSPNL3'
  | 'REWCEN3'
  | 'REFERRAL3'
  | 'MISSIONLB3'
  | 'INBOX3'
  | 'AGEANNOUNCE3'
  | 'AGEDOWNMAN3';

/** Facts about the member that show a section: `toUpline`, the member may transfer to the upline. */
export type MemberFact = 'toUpline';

/** The salary and dividend contract kinds an agent may have enabled. */
export type AgentContractKind = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';

/** Every contract kind, in the agent menu's order. */
export const agentContractKinds: readonly AgentContractKind[] = [
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
];

/** What shows a section that not every player has. */
export type ShownWhen = { switch: CentreSwitch } | { memberFact: MemberFact } | { contract: AgentContractKind };

/** One entry of a centre's menu. */
export interface CentreSection<Id extends string = string> {
  /** The page the entry opens; also the page id in the site's address (`?page=<id>`). */
  id: Id;
  /** The entry's label, which is also the page's title. */
  labelKey: MessageKey;
  /** Decorative icon before the label. */
  icon: LucideIcon;
  /** Left out: every player of the centre sees the entry. */
  shownWhen?: ShownWhen;
}

/** A page of a centre that no menu entry opens (reached from elsewhere, e.g. the avatar). */
export interface CentreOtherPage<Id extends string = string> {
  id: Id;
  labelKey: MessageKey;
}

/** The plain facts the visible sections follow. */
export interface CentreFacts {
  /** Module id → on, from the whitelabel settings tree; a module the tree lacks is off. */
  switches: Readonly<Record<string, boolean>>;
  /** Facts about the member; a fact left out is false. */
  memberFacts?: Readonly<Partial<Record<MemberFact, boolean>>>;
  /** Contract kinds enabled for the agent (not the same as requests waiting for an answer). */
  contracts?: readonly AgentContractKind[];
}

/** Whether a player with these facts sees the section. */
export function isSectionShown(section: CentreSection, facts: CentreFacts): boolean {
  const rule = section.shownWhen;
  if (!rule) return true;
  if ('switch' in rule) return facts.switches[rule.switch] === true;
  if ('memberFact' in rule) return facts.memberFacts?.[rule.memberFact] === true;
  return facts.contracts?.includes(rule.contract) === true;
}

/** The sections a player with these facts sees, in menu order. */
export function visibleSections<Section extends CentreSection>(
  sections: readonly Section[],
  facts: CentreFacts,
): Section[] {
  return sections.filter((section) => isSectionShown(section, facts));
}

/** A centre's pages: its menu, the pages without an entry, and the one it opens on. */
export interface CentreRegistry<SectionId extends string, OtherId extends string = never> {
  sections: readonly CentreSection<SectionId>[];
  otherPages: readonly CentreOtherPage<OtherId>[];
  defaultPage: SectionId;
}

/**
 * The page a centre shows when asked for `requested` (from an address, a
 * shortcut or a stale link): that page if it exists and the player may see
 * it, else the default page. `requested` is any text, so unknown ids are fine.
 */
export function centrePageFor<SectionId extends string, OtherId extends string>(
  registry: CentreRegistry<SectionId, OtherId>,
  requested: string | null | undefined,
  facts: CentreFacts,
): SectionId | OtherId {
  const section = registry.sections.find((candidate) => candidate.id === requested);
  if (section) return isSectionShown(section, facts) ? section.id : registry.defaultPage;
  const other = registry.otherPages.find((candidate) => candidate.id === requested);
  return other ? other.id : registry.defaultPage;
}

/** The menu entry or other page with this id (for its label), if the centre has one. */
export function centrePageEntry<SectionId extends string, OtherId extends string>(
  registry: CentreRegistry<SectionId, OtherId>,
  page: string,
): CentreSection<SectionId> | CentreOtherPage<OtherId> | undefined {
  return (
    registry.sections.find((candidate) => candidate.id === page) ??
    registry.otherPages.find((candidate) => candidate.id === page)
  );
}

/** The contract kind of a contract page (its entry may carry the count of requests waiting). */
export function contractKindOf(section: CentreSection): AgentContractKind | undefined {
  return section.shownWhen && 'contract' in section.shownWhen ? section.shownWhen.contract : undefined;
}
