import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import {
  type ButtonHTMLAttributes,
  cloneElement,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './IconButton.css';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'aria-labelledby'> {
  /**
   * What the button does ("Search games", "Refresh balance"). Required because
   * the icon alone says nothing to a screen reader; it becomes `aria-label`.
   */
  label: string;
  /** The icon; sized to the button and hidden from assistive tech. */
  icon: ReactNode;
  /** `ghost` for toolbars and headers; `primary` (gold) only for the main call to action. */
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  /** 32, 40 or 48 px square. */
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner and ignores presses, staying focusable so focus is not lost mid-request. */
  loading?: boolean;
  /** Renders the single child (a router `<Link>` or `<a>`) as the button, so navigation stays a real link. */
  asChild?: boolean;
  /** Only with `asChild`: the element to render; its own children are replaced by the icon. */
  children?: ReactElement;
  ref?: Ref<HTMLButtonElement>;
}

/** A square, icon-only button. Always labelled; for text buttons use `Button`. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  disabled = false,
  asChild = false,
  className,
  children,
  onClick,
  type,
  ...rest
}: IconButtonProps) {
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled keeps the control focusable, so presses are ignored here.
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = clsx(styles.iconButton({ variant, size }), className);
  const stateProps = {
    'aria-label': label,
    'aria-disabled': inert || undefined,
    'aria-busy': loading || undefined,
    onClick: handleClick,
  };
  const inner = (
    <>
      <span aria-hidden className={clsx(styles.icon, styles.iconSize[size], loading && styles.iconHidden)}>
        {icon}
      </span>
      {loading ? (
        <span className={styles.spinnerSlot}>
          <Spinner size={size === 'lg' ? 'md' : 'sm'} label={null} />
        </span>
      ) : null}
    </>
  );

  if (asChild && isValidElement(children)) {
    return (
      <Slot.Root className={classes} {...stateProps} {...rest}>
        {cloneElement(children, undefined, inner)}
      </Slot.Root>
    );
  }

  return (
    <button type={type ?? 'button'} className={classes} {...stateProps} {...rest}>
      {inner}
    </button>
  );
}
