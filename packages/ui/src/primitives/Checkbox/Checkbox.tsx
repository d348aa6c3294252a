import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { FieldError, hasMessage, joinIds, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Checkbox.css';

type RadixRootProps = ComponentPropsWithoutRef<typeof RadixCheckbox.Root>;

export interface CheckboxProps
  extends Omit<RadixRootProps, 'checked' | 'defaultChecked' | 'onCheckedChange' | 'children' | 'asChild'> {
  /** Visible label; may hold a link (for example to the terms), which opens without toggling the box. */
  label: ReactNode;
  /** Secondary line under the label, read as the box's description. */
  description?: ReactNode;
  /** Marks the box invalid and is announced politely ("You must accept the terms"). */
  error?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  /** A user toggle always reports `true` or `false`, also from the indeterminate state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Shows the mixed state ("some selected") until the caller clears it. */
  indeterminate?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A labelled checkbox: the box (filled with the highlight colour when checked),
 * its label and an optional description and error. Built on Radix Checkbox, so
 * Space toggles, a click on the label toggles, and `name` submits with a form.
 */
export function Checkbox({
  label,
  description,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  indeterminate = false,
  id,
  className,
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = hasMessage(error);
  const hasDescription = hasMessage(description);
  return (
    <div className={clsx(fieldStyles.choice, className)}>
      <span className={fieldStyles.choiceControl}>
        <RadixCheckbox.Root
          {...rest}
          ref={ref}
          id={ids.controlId}
          className={styles.box}
          checked={indeterminate ? 'indeterminate' : checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(hasDescription && ids.hintId, invalid && ids.errorId, ariaDescribedBy)}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            {indeterminate ? (
              <Minus aria-hidden size={14} strokeWidth={3} />
            ) : (
              <Check aria-hidden size={14} strokeWidth={3} />
            )}
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
      </span>
      <div className={fieldStyles.choiceText}>
        <label htmlFor={ids.controlId} className={fieldStyles.choiceLabel} data-disabled={disabled ? '' : undefined}>
          {label}
          {required ? (
            <span aria-hidden className={fieldStyles.requiredMark}>
              *
            </span>
          ) : null}
        </label>
        {hasDescription ? (
          <p id={ids.hintId} className={fieldStyles.choiceDescription}>
            {description}
          </p>
        ) : null}
        <FieldError id={ids.errorId}>{error}</FieldError>
      </div>
    </div>
  );
}
