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
import { button, content, hiddenContent, spinnerSlot } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width and ignores presses until done. */
  loading?: boolean;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /**
   * Renders the single child (for example a router `<Link>` or `<a>`) with
   * the button's look, so navigation stays a real link.
   */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The action control. Primary is the gold call to action; use one per view. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled = false,
  startIcon,
  endIcon,
  asChild = false,
  className,
  children,
  onClick,
  type,
  ...rest
}: ButtonProps) {
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled keeps the control focusable (so a loading button does not
    // drop focus), so presses have to be ignored here instead.
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const className_ = clsx(button({ variant, size, fullWidth }), className);
  const stateProps = {
    'aria-disabled': inert || undefined,
    'aria-busy': loading || undefined,
    onClick: handleClick,
  };
  const inner = (label: ReactNode) => (
    <>
      <span className={loading ? hiddenContent : content}>
        {startIcon}
        {label}
        {endIcon}
      </span>
      {loading ? (
        <span className={spinnerSlot}>
          <Spinner size={size === 'lg' ? 'md' : 'sm'} label={null} />
        </span>
      ) : null}
    </>
  );

  if (asChild && isValidElement<{ children?: ReactNode }>(children)) {
    const child = children as ReactElement<{ children?: ReactNode }>;
    return (
      <Slot.Root className={className_} {...stateProps} {...rest}>
        {cloneElement(child, undefined, inner(child.props.children))}
      </Slot.Root>
    );
  }

  return (
    <button type={type ?? 'button'} className={className_} {...stateProps} {...rest}>
      {inner(children)}
    </button>
  );
}
