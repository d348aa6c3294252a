import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ComponentProps, ReactNode, Ref } from 'react';
import * as styles from './Accordion.css';

export interface AccordionRootProps
  extends Omit<RadixAccordion.AccordionSingleProps, 'type' | 'collapsible' | 'value' | 'defaultValue'> {
  /** The open entry's id; `''` when every entry is closed. Use with `onValueChange`. */
  value?: string;
  /** The entry open at first, if any. */
  defaultValue?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One entry open at a time (the footer's help), and the open one can be
 * closed again. Arrow keys move between headers, Home/End jump to the ends.
 */
export function AccordionRoot({ className, ...props }: AccordionRootProps) {
  return <RadixAccordion.Root type="single" collapsible className={clsx(styles.root, className)} {...props} />;
}
AccordionRoot.displayName = 'Accordion.Root';

export type AccordionItemProps = ComponentProps<typeof RadixAccordion.Item>;

export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return <RadixAccordion.Item className={clsx(styles.item, className)} {...props} />;
}
AccordionItem.displayName = 'Accordion.Item';

export interface AccordionTriggerProps extends ComponentProps<typeof RadixAccordion.Trigger> {
  /** Level of the heading that wraps the button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** The header button of an entry, inside a heading. */
export function AccordionTrigger({ headingLevel = 3, className, children, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>
        <RadixAccordion.Trigger className={clsx(styles.trigger, className)} {...props}>
          {children}
          <span className={styles.chevron} aria-hidden>
            <ChevronDown size={18} />
          </span>
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}
AccordionTrigger.displayName = 'Accordion.Trigger';

export type AccordionContentProps = ComponentProps<typeof RadixAccordion.Content>;

/** The body of an entry; it animates open and closed (not under reduced motion). */
export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <RadixAccordion.Content className={clsx(styles.content, className)} {...props}>
      <div className={styles.contentInner}>{children}</div>
    </RadixAccordion.Content>
  );
}
AccordionContent.displayName = 'Accordion.Content';

export interface AccordionEntry {
  /** Stable id; also the value reported by `onValueChange`. */
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps extends AccordionRootProps {
  /** The entries, for example help items (title, content). */
  items: readonly AccordionEntry[];
  /** Heading level of every entry's title. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * A list of entries of which one at a time is open. Pass `items` for the
 * common case; compose `Accordion.Root`, `.Item`, `.Trigger` and `.Content`
 * for anything custom.
 */
export function AccordionList({ items, headingLevel, ...props }: AccordionProps) {
  return (
    <AccordionRoot {...props}>
      {items.map((entry) => (
        <AccordionItem key={entry.id} value={entry.id} disabled={entry.disabled}>
          <AccordionTrigger headingLevel={headingLevel}>{entry.title}</AccordionTrigger>
          <AccordionContent>{entry.content}</AccordionContent>
        </AccordionItem>
      ))}
    </AccordionRoot>
  );
}
AccordionList.displayName = 'Accordion';

export const Accordion = Object.assign(AccordionList, {
  Root: AccordionRoot,
  Item: AccordionItem,
  Trigger: AccordionTrigger,
  Content: AccordionContent,
});
