import { clsx } from 'clsx';
import { Check, ChevronRight, Dot } from 'lucide-react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps, HTMLAttributes, ReactNode, Ref } from 'react';
import type { Tone } from '../../theme/tone';
import * as styles from './DropdownMenu.css';

export type DropdownMenuRootProps = ComponentProps<typeof RadixMenu.Root>;

/**
 * Holds the open state; controlled (`open`/`onOpenChange`) or not.
 * Not modal by default, like a native menu: the page is not hidden from
 * assistive tech while it is open (a menu is not an `aria-modal` dialog, so
 * hiding the page would leave focusable content under `aria-hidden`), and a
 * click outside both closes the menu and reaches what was clicked.
 */
export function DropdownMenuRoot({ modal = false, ...rest }: DropdownMenuRootProps) {
  return <RadixMenu.Root modal={modal} {...rest} />;
}
DropdownMenuRoot.displayName = 'DropdownMenu.Root';

export type DropdownMenuTriggerProps = ComponentProps<typeof RadixMenu.Trigger>;

/** Opens the menu on click, Enter, Space or ArrowDown; focus returns here on close. */
export function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  return <RadixMenu.Trigger {...props} />;
}
DropdownMenuTrigger.displayName = 'DropdownMenu.Trigger';

export type DropdownMenuContentProps = ComponentProps<typeof RadixMenu.Content>;

/**
 * The floating list; it stays in the viewport and scrolls when taller than the
 * room left. It renders next to its trigger, not in a portal at the end of the
 * page: the menu then belongs to the trigger's landmark (the header's banner),
 * where landmark navigation finds it, and takes the theme of a `ThemeScope`
 * around it. It floats with fixed positioning, so no ancestor clips it.
 */
export function DropdownMenuContent({
  sideOffset = 6,
  collisionPadding = 8,
  className,
  ...rest
}: DropdownMenuContentProps) {
  return (
    <RadixMenu.Content
      sideOffset={sideOffset}
      collisionPadding={collisionPadding}
      className={clsx(styles.content, className)}
      {...rest}
    />
  );
}
DropdownMenuContent.displayName = 'DropdownMenu.Content';

export interface DropdownMenuItemProps extends ComponentProps<typeof RadixMenu.Item> {
  /** A decorative icon before the label (give it `aria-hidden`). */
  icon?: ReactNode;
  /** `danger` for destructive or leaving actions such as signing out. */
  tone?: Extract<Tone, 'neutral' | 'danger'>;
  /** Something after the label: a count badge, a keyboard hint. */
  trailing?: ReactNode;
}

/** One action. Selecting it (click, Enter, Space) runs `onSelect` and closes the menu. */
export function DropdownMenuItem({
  icon,
  tone = 'neutral',
  trailing,
  className,
  children,
  ...rest
}: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item className={clsx(styles.item({ tone }), className)} {...rest}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{children}</span>
      {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
    </RadixMenu.Item>
  );
}
DropdownMenuItem.displayName = 'DropdownMenu.Item';

export type DropdownMenuCheckboxItemProps = ComponentProps<typeof RadixMenu.CheckboxItem>;

/** A setting that is on or off; announced as a menu item checkbox. */
export function DropdownMenuCheckboxItem({ className, children, ...rest }: DropdownMenuCheckboxItemProps) {
  return (
    <RadixMenu.CheckboxItem className={clsx(styles.item({ tone: 'neutral' }), className)} {...rest}>
      <span className={styles.indicatorSlot}>
        <RadixMenu.ItemIndicator>
          <Check aria-hidden size={16} />
        </RadixMenu.ItemIndicator>
      </span>
      <span className={styles.label}>{children}</span>
    </RadixMenu.CheckboxItem>
  );
}
DropdownMenuCheckboxItem.displayName = 'DropdownMenu.CheckboxItem';

export type DropdownMenuRadioGroupProps = ComponentProps<typeof RadixMenu.RadioGroup>;

/** One choice out of several, such as the interface language. */
export function DropdownMenuRadioGroup(props: DropdownMenuRadioGroupProps) {
  return <RadixMenu.RadioGroup {...props} />;
}
DropdownMenuRadioGroup.displayName = 'DropdownMenu.RadioGroup';

export type DropdownMenuRadioItemProps = ComponentProps<typeof RadixMenu.RadioItem>;

export function DropdownMenuRadioItem({ className, children, ...rest }: DropdownMenuRadioItemProps) {
  return (
    <RadixMenu.RadioItem className={clsx(styles.item({ tone: 'neutral' }), className)} {...rest}>
      <span className={styles.indicatorSlot}>
        <RadixMenu.ItemIndicator>
          <Dot aria-hidden size={28} strokeWidth={4} />
        </RadixMenu.ItemIndicator>
      </span>
      <span className={styles.label}>{children}</span>
    </RadixMenu.RadioItem>
  );
}
DropdownMenuRadioItem.displayName = 'DropdownMenu.RadioItem';

export type DropdownMenuGroupProps = ComponentProps<typeof RadixMenu.Group>;

export function DropdownMenuGroup(props: DropdownMenuGroupProps) {
  return <RadixMenu.Group {...props} />;
}
DropdownMenuGroup.displayName = 'DropdownMenu.Group';

export type DropdownMenuLabelProps = ComponentProps<typeof RadixMenu.Label>;

/** A small heading above a group of items; not focusable. */
export function DropdownMenuLabel({ className, ...rest }: DropdownMenuLabelProps) {
  return <RadixMenu.Label className={clsx(styles.groupLabel, className)} {...rest} />;
}
DropdownMenuLabel.displayName = 'DropdownMenu.Label';

export type DropdownMenuSeparatorProps = ComponentProps<typeof RadixMenu.Separator>;

export function DropdownMenuSeparator({ className, ...rest }: DropdownMenuSeparatorProps) {
  return <RadixMenu.Separator className={clsx(styles.separator, className)} {...rest} />;
}
DropdownMenuSeparator.displayName = 'DropdownMenu.Separator';

export interface DropdownMenuHeaderProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * Non-interactive information at the top of the menu, such as the member's
 * avatar, nickname, ID and rank. Arrow keys skip it.
 */
export function DropdownMenuHeader({ className, ...rest }: DropdownMenuHeaderProps) {
  return <div className={clsx(styles.header, className)} {...rest} />;
}
DropdownMenuHeader.displayName = 'DropdownMenu.Header';

export type DropdownMenuSubProps = ComponentProps<typeof RadixMenu.Sub>;

/** A nested menu: `Sub` holds a `SubTrigger` and a `SubContent`. */
export function DropdownMenuSub(props: DropdownMenuSubProps) {
  return <RadixMenu.Sub {...props} />;
}
DropdownMenuSub.displayName = 'DropdownMenu.Sub';

export interface DropdownMenuSubTriggerProps extends ComponentProps<typeof RadixMenu.SubTrigger> {
  icon?: ReactNode;
}

/** Opens its submenu on hover, ArrowRight or Enter. */
export function DropdownMenuSubTrigger({ icon, className, children, ...rest }: DropdownMenuSubTriggerProps) {
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
DropdownMenuSubTrigger.displayName = 'DropdownMenu.SubTrigger';

export type DropdownMenuSubContentProps = ComponentProps<typeof RadixMenu.SubContent>;

export function DropdownMenuSubContent({
  sideOffset = 4,
  collisionPadding = 8,
  className,
  ...rest
}: DropdownMenuSubContentProps) {
  return (
    <RadixMenu.SubContent
      sideOffset={sideOffset}
      collisionPadding={collisionPadding}
      className={clsx(styles.content, className)}
      {...rest}
    />
  );
}
DropdownMenuSubContent.displayName = 'DropdownMenu.SubContent';

/**
 * A menu of actions opened from a button: the header's avatar menu (member
 * centre, mailbox, customer service, sign out) and other overflow menus.
 */
export const DropdownMenu = {
  Root: DropdownMenuRoot,
  Trigger: DropdownMenuTrigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  CheckboxItem: DropdownMenuCheckboxItem,
  RadioGroup: DropdownMenuRadioGroup,
  RadioItem: DropdownMenuRadioItem,
  Group: DropdownMenuGroup,
  Label: DropdownMenuLabel,
  Separator: DropdownMenuSeparator,
  Header: DropdownMenuHeader,
  Sub: DropdownMenuSub,
  SubTrigger: DropdownMenuSubTrigger,
  SubContent: DropdownMenuSubContent,
};
