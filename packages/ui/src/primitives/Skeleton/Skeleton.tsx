import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import * as styles from './Skeleton.css';

type Length = number | string;
const length = (value: Length) => (typeof value === 'number' ? `${value}px` : value);

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Width of the placeholder; numbers are pixels. Defaults to the full width. */
  width?: Length;
  /** Height of the placeholder; numbers are pixels. Defaults to one `em`. */
  height?: Length;
  /** Corner radius from the theme, to match the shape it stands in for. */
  radius?: keyof typeof styles.radii;
  ref?: Ref<HTMLSpanElement>;
}

function sized(width: Length | undefined, height: Length | undefined, radius: keyof typeof styles.radii | undefined) {
  return assignInlineVars({
    ...(width === undefined ? {} : { [styles.widthVar]: length(width) }),
    ...(height === undefined ? {} : { [styles.heightVar]: length(height) }),
    ...(radius === undefined ? {} : { [styles.radiusVar]: styles.radii[radius] }),
  });
}

/**
 * A placeholder shaped like the content that is loading, so nothing moves
 * when it arrives. Hidden from assistive tech: put `aria-busy` on the region
 * it fills.
 */
export function SkeletonRoot({ width, height, radius, className, style, ...rest }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={clsx(styles.skeleton, className)}
      style={{ ...sized(width, height, radius), ...style } as CSSProperties}
      {...rest}
    />
  );
}
SkeletonRoot.displayName = 'Skeleton';

export interface SkeletonTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Number of lines; the block is as tall as that many lines of the surrounding text. */
  lines?: number;
  /** Width of the last line, so the block reads as a paragraph. */
  lastLineWidth?: Length;
  ref?: Ref<HTMLSpanElement>;
}

/** Lines of text in the surrounding font size and line height. */
export function SkeletonText({ lines = 3, lastLineWidth = '60%', className, ...rest }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <span aria-hidden className={clsx(styles.text, className)} {...rest}>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonRoot
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
          key={index}
          className={styles.line}
          width={count > 1 && index === count - 1 ? lastLineWidth : undefined}
        />
      ))}
    </span>
  );
}
SkeletonText.displayName = 'Skeleton.Text';

export interface SkeletonCircleProps extends Omit<SkeletonProps, 'width' | 'height' | 'radius'> {
  /** Diameter; numbers are pixels. */
  size?: Length;
}

/** A round placeholder for avatars and icons. */
export function SkeletonCircle({ size = 40, ...rest }: SkeletonCircleProps) {
  return <SkeletonRoot width={size} height={size} radius="pill" {...rest} />;
}
SkeletonCircle.displayName = 'Skeleton.Circle';

/** `Skeleton` for a block, `Skeleton.Text` for lines, `Skeleton.Circle` for avatars. */
export const Skeleton = Object.assign(SkeletonRoot, { Text: SkeletonText, Circle: SkeletonCircle });
