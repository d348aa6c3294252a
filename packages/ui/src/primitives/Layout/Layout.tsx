import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ElementType } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';
import { stack } from './Layout.css';

type BoxOwnProps<E extends ElementType> = Sprinkles & {
  /** The element or component to render, so layout never costs a wrapper `div` (`section`, `ul`, `nav`…). */
  as?: E;
  className?: string;
};

/**
 * Props of `Box`: every sprinkles property (spacing, flex, paint; each one
 * responsive as `value`, `[mobile, tablet, laptop, desktop]` or
 * `{ mobile, tablet, laptop, desktop }`) plus the rendered element's own props.
 * Sprinkles win where a name clashes with an HTML attribute (`color`, `wrap`).
 */
export type BoxProps<E extends ElementType = 'div'> = BoxOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof BoxOwnProps<E>>;

function isSprinkle(key: string): key is keyof Sprinkles {
  return sprinkles.properties.has(key as keyof Sprinkles);
}

/** Splits props into sprinkles (turned into utility classes) and the rest (passed to the element). */
function splitSprinkles(props: Record<string, unknown>): [Sprinkles, Record<string, unknown>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (isSprinkle(key)) {
      if (value !== undefined) atoms[key] = value;
    } else {
      rest[key] = value;
    }
  }
  return [atoms as Sprinkles, rest];
}

/**
 * The layout atom: any element styled with theme-aware utility classes from
 * the sprinkles, so spacing and paint always come from tokens.
 */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const [atoms, rest] = splitSprinkles(props);
  const Component: ElementType = as ?? 'div';
  const classes = clsx(sprinkles(atoms), className);
  return <Component className={classes || undefined} {...rest} />;
}

type StackOwnProps = {
  /**
   * Main axis. Responsive, so a row of cards on desktop can become a column
   * on mobile: `direction={{ mobile: 'column', tablet: 'row' }}`.
   */
  direction?: Sprinkles['direction'];
  /** Space between items, from the space scale (`'3'` is 12 px). */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment (`align-items`). */
  align?: Sprinkles['align'];
  /** Main-axis distribution (`justify-content`). */
  justify?: Sprinkles['justify'];
  /** `true` lets items wrap onto new lines (chips, filters); responsive values are accepted too. */
  wrap?: boolean | Sprinkles['wrap'];
};

export type StackProps<E extends ElementType = 'div'> = StackOwnProps & Omit<BoxProps<E>, keyof StackOwnProps>;

/**
 * A flex container: a column by default, with a gap from the space scale.
 * Prefer it over margins between siblings so spacing lives in one place.
 */
export function Stack<E extends ElementType = 'div'>({
  direction = 'column',
  gap = '3',
  align,
  justify,
  wrap,
  display = 'flex',
  className,
  ...rest
}: StackProps<E>) {
  const flexWrap = wrap === true ? 'wrap' : wrap === false ? 'nowrap' : wrap;
  // The generic `rest` cannot be proven to fit `BoxProps<E>` after the
  // destructuring above; it is exactly the remaining Box props, so widen once.
  const boxProps = rest as unknown as BoxProps<E>;
  return (
    <Box
      {...boxProps}
      display={display}
      direction={direction}
      gap={gap}
      align={align}
      justify={justify}
      wrap={flexWrap}
      className={clsx(stack, className)}
    />
  );
}
