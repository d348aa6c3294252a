import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ComponentPropsWithoutRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<typeof RadixVisuallyHidden.Root>;

/** Text for screen readers only: present in the accessibility tree, not on screen. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root {...props} />;
}
