import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { useScrollFade } from '../../hooks/useScrollFade';
import { Badge, type BadgeTone } from '../Badge/Badge';
import * as styles from './Tabs.css';

type Variant = 'line' | 'pill';

const VariantContext = createContext<Variant>('line');
const StretchContext = createContext(false);

export interface TabsRootProps extends ComponentProps<typeof RadixTabs.Root> {
  /** `line` (default) for sections of a page; `pill` for a small switch such as login / register. */
  variant?: Variant;
}

/** Holds the selected tab; `value`/`onValueChange` to control it, `defaultValue` otherwise. */
export function TabsRoot({ variant = 'line', ...props }: TabsRootProps) {
  return (
    <VariantContext.Provider value={variant}>
      <RadixTabs.Root {...props} />
    </VariantContext.Provider>
  );
}
TabsRoot.displayName = 'Tabs.Root';

export interface TabsListProps extends ComponentProps<typeof RadixTabs.List> {
  /** Share the full width equally between the tabs (login / register). */
  stretch?: boolean;
}

/** Scrolls the list (and only the list, never the page) so the selected tab is in view. */
function revealActive(list: HTMLElement) {
  const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!active) return;
  const padding = Number.parseFloat(getComputedStyle(list).scrollPaddingInlineStart) || 0;
  const left = active.offsetLeft - padding;
  const right = active.offsetLeft + active.offsetWidth + padding - list.clientWidth;
  if (list.scrollLeft > left) list.scrollLeft = left;
  else if (list.scrollLeft < right) list.scrollLeft = right;
}

/**
 * The row of tabs. It never wraps: on a narrow screen it scrolls sideways,
 * fades the edge that hides more tabs and brings the selected tab into view.
 */
export function TabsList({ className, stretch = false, ref, ...props }: TabsListProps) {
  const variant = useContext(VariantContext);
  const [list, setList] = useState<HTMLDivElement | null>(null);
  useScrollFade(list);

  // The selected tab stays in view: on mount, and whenever another one is selected.
  useEffect(() => {
    if (!list) return;
    revealActive(list);
    if (typeof MutationObserver === 'undefined') return;
    const selection = new MutationObserver(() => revealActive(list));
    selection.observe(list, { subtree: true, attributeFilter: ['data-state'] });
    return () => selection.disconnect();
  }, [list]);

  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      setList(node);
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );

  return (
    <StretchContext.Provider value={stretch}>
      <RadixTabs.List ref={setRef} className={clsx(styles.list({ variant, stretch }), className)} {...props} />
    </StretchContext.Provider>
  );
}
TabsList.displayName = 'Tabs.List';

export interface TabsTriggerProps extends ComponentProps<typeof RadixTabs.Trigger> {
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** A count badge after the label; hidden at 0 like every `Badge`. */
  count?: number;
  /** Screen-reader text of the count, for example "3 unread messages". */
  countLabel?: string;
  countTone?: BadgeTone;
}

/** One tab. Arrow keys move between tabs, Home/End jump to the ends. */
export function TabsTrigger({ icon, count, countLabel, countTone, className, children, ...props }: TabsTriggerProps) {
  const variant = useContext(VariantContext);
  const stretch = useContext(StretchContext);
  return (
    <RadixTabs.Trigger className={clsx(styles.trigger({ variant, stretch }), className)} {...props}>
      {icon ? (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      ) : null}
      {children}
      {count === undefined ? null : <Badge count={count} tone={countTone} label={countLabel} />}
    </RadixTabs.Trigger>
  );
}
TabsTrigger.displayName = 'Tabs.Trigger';

export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

/** The panel of one tab; focusable so keyboard users can reach panels without controls. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return <RadixTabs.Content className={clsx(styles.content, className)} {...props} />;
}
TabsContent.displayName = 'Tabs.Content';

/** Tabs over Radix: `Tabs.Root`, `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`. */
export const Tabs = { Root: TabsRoot, List: TabsList, Trigger: TabsTrigger, Content: TabsContent };
