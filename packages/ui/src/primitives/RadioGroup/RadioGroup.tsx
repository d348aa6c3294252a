import { clsx } from 'clsx';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { FieldError, FieldHint, FieldLabel, hasMessage, joinIds, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the label, read as the option's description. */
  description?: ReactNode;
  disabled?: boolean;
}

type RadixRootProps = ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>;

export interface RadioGroupProps
  extends Omit<RadixRootProps, 'children' | 'asChild' | 'onValueChange' | 'aria-labelledby' | 'aria-invalid'> {
  /** Visible name of the group (the question being asked); names the radiogroup. */
  label: ReactNode;
  options: readonly RadioOption[];
  onValueChange?: (value: string) => void;
  /** Help under the options. Replaced by `error` while there is one. */
  hint?: ReactNode;
  /** Marks the group invalid, replaces the hint and is announced politely. */
  error?: ReactNode;
  /** `vertical` (default) for options with descriptions; `horizontal` for two or three short ones. */
  orientation?: 'vertical' | 'horizontal';
  ref?: Ref<HTMLDivElement>;
}

/**
 * One choice among a few visible options (register type, withdrawal speed,
 * period). Built on Radix RadioGroup: Tab enters the group at the chosen
 * option, arrow keys move and select, disabled options are skipped.
 */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  orientation = 'vertical',
  required,
  disabled,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...rest
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const invalid = hasMessage(error);
  const showHint = !invalid && hasMessage(hint);
  return (
    <div className={clsx(styles.root, className)}>
      <FieldLabel id={ids.labelId} required={required}>
        {label}
      </FieldLabel>
      <RadixRadioGroup.Root
        {...rest}
        ref={ref}
        id={ids.controlId}
        orientation={orientation}
        required={required}
        disabled={disabled}
        aria-labelledby={ids.labelId}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(invalid ? ids.errorId : showHint ? ids.hintId : undefined, ariaDescribedBy)}
        className={styles.list({ orientation })}
      >
        {options.map((option, index) => {
          // Values may hold characters an id cannot (spaces), so ids use the position.
          const optionId = `${ids.controlId}-option-${index}`;
          const descriptionId = `${optionId}-description`;
          const optionDisabled = disabled || option.disabled;
          return (
            <div key={option.value} className={fieldStyles.choice}>
              <span className={fieldStyles.choiceControl}>
                <RadixRadioGroup.Item
                  id={optionId}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.radio}
                  aria-describedby={hasMessage(option.description) ? descriptionId : undefined}
                >
                  <RadixRadioGroup.Indicator className={styles.dot} />
                </RadixRadioGroup.Item>
              </span>
              <div className={fieldStyles.choiceText}>
                <label
                  htmlFor={optionId}
                  className={fieldStyles.choiceLabel}
                  data-disabled={optionDisabled ? '' : undefined}
                >
                  {option.label}
                </label>
                {hasMessage(option.description) ? (
                  <p id={descriptionId} className={fieldStyles.choiceDescription}>
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      {showHint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
