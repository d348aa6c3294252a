import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import { type ComponentProps, createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
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

type Overflow = 'none' | 'start' | 'end' | 'both';

function overflowOf(list: HTMLElement): Overflow {
  const max = list.scrollWidth - list.clientWidth;
  if (max <= 1) return 'none';
  const start = list.scrollLeft > 1;
  const end = list.scrollLeft < max - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : 'none';
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
  const own = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const list = own.current;
    if (!list) return;
    // Written straight to the DOM: it changes on every scroll frame.
    const update = () => list.setAttribute('data-overflow', overflowOf(list));
    update();
    revealActive(list);
    list.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(list);
    const mutations =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver((records) => {
            if (records.some((record) => record.type === 'attributes')) revealActive(list);
            update();
          });
    mutations?.observe(list, { subtree: true, childList: true, characterData: true, attributeFilter: ['data-state'] });
    return () => {
      list.removeEventListener('scroll', update);
      resize?.disconnect();
      mutations?.disconnect();
    };
  }, []);

  const setRef = (node: HTMLDivElement | null) => {
    own.current = node;
    if (typeof ref === 'function') return ref(node);
    if (ref) ref.current = node;
  };

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
