import { clsx } from 'clsx';
import { Check, ChevronRight, Dot } from 'lucide-react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps, HTMLAttributes, ReactNode, Ref } from 'react';
import { usePortalContainer } from '../../theme/ThemeScope';
import * as styles from './DropdownMenu.css';

export type DropdownMenuRootProps = ComponentProps<typeof RadixMenu.Root>;

/** Holds the open state; controlled (`open`/`onOpenChange`) or not. */
function Root(props: DropdownMenuRootProps) {
  return <RadixMenu.Root {...props} />;
}
Root.displayName = 'DropdownMenu.Root';

export type DropdownMenuTriggerProps = ComponentProps<typeof RadixMenu.Trigger>;

/** Opens the menu on click, Enter, Space or ArrowDown; focus returns here on close. */
function Trigger(props: DropdownMenuTriggerProps) {
  return <RadixMenu.Trigger {...props} />;
}
Trigger.displayName = 'DropdownMenu.Trigger';

export type DropdownMenuContentProps = ComponentProps<typeof RadixMenu.Content>;

/** The floating list; it stays in the viewport and scrolls when taller than the room left. */
function Content({ sideOffset = 6, collisionPadding = 8, className, ...rest }: DropdownMenuContentProps) {
  const container = usePortalContainer();
  return (
    <RadixMenu.Portal container={container}>
      <RadixMenu.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={clsx(styles.content, className)}
        {...rest}
      />
    </RadixMenu.Portal>
  );
}
Content.displayName = 'DropdownMenu.Content';

export interface DropdownMenuItemProps extends ComponentProps<typeof RadixMenu.Item> {
  /** A decorative icon before the label (give it `aria-hidden`). */
  icon?: ReactNode;
  /** `danger` for destructive or leaving actions such as signing out. */
  tone?: 'default' | 'danger';
  /** Something after the label: a count badge, a keyboard hint. */
  trailing?: ReactNode;
}

/** One action. Selecting it (click, Enter, Space) runs `onSelect` and closes the menu. */
function Item({ icon, tone = 'default', trailing, className, children, ...rest }: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item className={clsx(styles.item({ tone }), className)} {...rest}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{children}</span>
      {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
    </RadixMenu.Item>
  );
}
Item.displayName = 'DropdownMenu.Item';

export type DropdownMenuCheckboxItemProps = ComponentProps<typeof RadixMenu.CheckboxItem>;

/** A setting that is on or off; announced as a menu item checkbox. */
function CheckboxItem({ className, children, ...rest }: DropdownMenuCheckboxItemProps) {
  return (
    <RadixMenu.CheckboxItem className={clsx(styles.item({ tone: 'default' }), className)} {...rest}>
      <span className={styles.indicatorSlot}>
        <RadixMenu.ItemIndicator>
          <Check aria-hidden size={16} />
        </RadixMenu.ItemIndicator>
      </span>
      <span className={styles.label}>{children}</span>
    </RadixMenu.CheckboxItem>
  );
}
CheckboxItem.displayName = 'DropdownMenu.CheckboxItem';

export type DropdownMenuRadioGroupProps = ComponentProps<typeof RadixMenu.RadioGroup>;

/** One choice out of several, such as the interface language. */
function RadioGroup(props: DropdownMenuRadioGroupProps) {
  return <RadixMenu.RadioGroup {...props} />;
}
RadioGroup.displayName = 'DropdownMenu.RadioGroup';

export type DropdownMenuRadioItemProps = ComponentProps<typeof RadixMenu.RadioItem>;

function RadioItem({ className, children, ...rest }: DropdownMenuRadioItemProps) {
  return (
    <RadixMenu.RadioItem className={clsx(styles.item({ tone: 'default' }), className)} {...rest}>
      <span className={styles.indicatorSlot}>
        <RadixMenu.ItemIndicator>
          <Dot aria-hidden size={28} strokeWidth={4} />
        </RadixMenu.ItemIndicator>
      </span>
      <span className={styles.label}>{children}</span>
    </RadixMenu.RadioItem>
  );
}
RadioItem.displayName = 'DropdownMenu.RadioItem';

export type DropdownMenuGroupProps = ComponentProps<typeof RadixMenu.Group>;

function Group(props: DropdownMenuGroupProps) {
  return <RadixMenu.Group {...props} />;
}
Group.displayName = 'DropdownMenu.Group';

export type DropdownMenuLabelProps = ComponentProps<typeof RadixMenu.Label>;

/** A small heading above a group of items; not focusable. */
function Label({ className, ...rest }: DropdownMenuLabelProps) {
  return <RadixMenu.Label className={clsx(styles.groupLabel, className)} {...rest} />;
}
Label.displayName = 'DropdownMenu.Label';

export type DropdownMenuSeparatorProps = ComponentProps<typeof RadixMenu.Separator>;

function Separator({ className, ...rest }: DropdownMenuSeparatorProps) {
  return <RadixMenu.Separator className={clsx(styles.separator, className)} {...rest} />;
}
Separator.displayName = 'DropdownMenu.Separator';

export interface DropdownMenuHeaderProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * Non-interactive information at the top of the menu, such as the member's
 * avatar, nickname, ID and rank (spec §2 "Header"). Arrow keys skip it.
 */
function Header({ className, ...rest }: DropdownMenuHeaderProps) {
  return <div className={clsx(styles.header, className)} {...rest} />;
}
Header.displayName = 'DropdownMenu.Header';

export type DropdownMenuSubProps = ComponentProps<typeof RadixMenu.Sub>;

/** A nested menu: `Sub` holds a `SubTrigger` and a `SubContent`. */
function Sub(props: DropdownMenuSubProps) {
  return <RadixMenu.Sub {...props} />;
}
Sub.displayName = 'DropdownMenu.Sub';

export interface DropdownMenuSubTriggerProps extends ComponentProps<typeof RadixMenu.SubTrigger> {
  icon?: ReactNode;
}

/** Opens its submenu on hover, ArrowRight or Enter. */
function SubTrigger({ icon, className, children, ...rest }: DropdownMenuSubTriggerProps) {
  return (
    <RadixMenu.SubTrigger className={clsx(styles.subTrigger, className)} {...rest}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{children}</span>
      <span className={styles.trailing}>
        <ChevronRight aria-hidden size={16} />
      </span>
    </RadixMenu.SubTrigger>
  );
}
SubTrigger.displayName = 'DropdownMenu.SubTrigger';

export type DropdownMenuSubContentProps = ComponentProps<typeof RadixMenu.SubContent>;

function SubContent({ sideOffset = 4, collisionPadding = 8, className, ...rest }: DropdownMenuSubContentProps) {
  const container = usePortalContainer();
  return (
    <RadixMenu.Portal container={container}>
      <RadixMenu.SubContent
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={clsx(styles.content, className)}
        {...rest}
      />
    </RadixMenu.Portal>
  );
}
SubContent.displayName = 'DropdownMenu.SubContent';

/**
 * A menu of actions opened from a button: the header's avatar menu (member
 * centre, mailbox, customer service, sign out) and other overflow menus.
 */
export const DropdownMenu = {
  Root,
  Trigger,
  Content,
  Item,
  CheckboxItem,
  RadioGroup,
  RadioItem,
  Group,
  Label,
  Separator,
  Header,
  Sub,
  SubTrigger,
  SubContent,
};
