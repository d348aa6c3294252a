import { clsx } from 'clsx';
import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { hasMessage, joinIds, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Switch.css';

type RadixRootProps = ComponentPropsWithoutRef<typeof RadixSwitch.Root>;

export interface SwitchProps extends Omit<RadixRootProps, 'children' | 'asChild'> {
  /** Visible label naming the setting ("Sound effects"). */
  label: ReactNode;
  /** A second line under the label, read as the switch's description. */
  description?: ReactNode;
  /** `md` (44 × 24) by default; `sm` (36 × 20) for dense lists. */
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off setting that takes effect at once (sound, notifications, hide
 * balance). For a choice confirmed by a submit button use Checkbox. Built on
 * Radix Switch: Space and Enter toggle, a click on the label toggles.
 */
export function Switch({
  label,
  description,
  size = 'md',
  id,
  className,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...rest
}: SwitchProps) {
  const ids = useFieldIds(id);
  const hasDescription = hasMessage(description);
  return (
    <div className={clsx(fieldStyles.choice, styles.root({ size }), className)}>
      <span className={styles.control}>
        <RadixSwitch.Root
          {...rest}
          ref={ref}
          id={ids.controlId}
          disabled={disabled}
          className={styles.track}
          aria-describedby={joinIds(hasDescription && ids.hintId, ariaDescribedBy)}
        >
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
      </span>
      <div className={clsx(fieldStyles.choiceText, styles.text)}>
        <label htmlFor={ids.controlId} className={fieldStyles.choiceLabel} data-disabled={disabled ? '' : undefined}>
          {label}
        </label>
        {hasDescription ? (
          <p id={ids.hintId} className={fieldStyles.choiceDescription}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
