import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { Fragment, type ReactNode, type Ref } from 'react';
import { usePortalContainer } from '../../theme/ThemeScope';
import { Field, hasMessage } from '../Field/Field';
import { controlBox } from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  /** Submitted with the form; must not be `''` (that value means "nothing chosen"). */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectOptionGroup {
  /** Heading of the group in the list (for example "Bank cards", "E-wallets"). */
  label: string;
  options: readonly SelectOption[];
}

export interface SelectProps {
  /** Visible label, tied to the trigger. */
  label: ReactNode;
  /** Options, or groups of options with a heading each. */
  options: ReadonlyArray<SelectOption | SelectOptionGroup>;
  /** Chosen value when controlled; `''` shows the placeholder again. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen; defaults to the translated "Select…". */
  placeholder?: string;
  /** Help under the trigger. Replaced by `error` while there is one. */
  hint?: ReactNode;
  /** Marks the trigger invalid, replaces the hint and is announced politely. */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Submits the value with the surrounding form under this name (through a hidden native select). */
  name?: string;
  /** Id of a form the value belongs to when the select sits outside it. */
  form?: string;
  autoComplete?: string;
  /** Open state, when the caller needs to drive it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `md` (40 px) or `lg` (48 px), the same heights as TextField. */
  size?: 'md' | 'lg';
  /** Stretch to the container's width (forms on mobile). */
  fullWidth?: boolean;
  /** The trigger's id; generated when omitted. */
  id?: string;
  className?: string;
  /** Extra ids for the trigger's `aria-describedby`. */
  'aria-describedby'?: string;
  /** The trigger button. */
  ref?: Ref<HTMLButtonElement>;
}

function isGroup(entry: SelectOption | SelectOptionGroup): entry is SelectOptionGroup {
  return 'options' in entry;
}

function Option({ option }: { option: SelectOption }) {
  return (
    <RadixSelect.Item value={option.value} disabled={option.disabled} className={styles.item}>
      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
      <RadixSelect.ItemIndicator className={styles.itemIndicator}>
        <Check aria-hidden size={16} />
      </RadixSelect.ItemIndicator>
    </RadixSelect.Item>
  );
}

/**
 * Pick one value from a list, with the same label, hint and error as
 * TextField. Built on Radix Select: full keyboard support (arrows, Home/End,
 * type-ahead, Enter/Space), and a hidden native select so `name` submits
 * with the form.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  error,
  disabled,
  required,
  name,
  form,
  autoComplete,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
  fullWidth = false,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ref,
}: SelectProps) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  const invalid = hasMessage(error);

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      describedBy={ariaDescribedBy}
      fullWidth={fullWidth}
      className={className}
    >
      {({ required: _required, ...control }) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
          name={name}
          form={form}
          autoComplete={autoComplete}
          open={open}
          defaultOpen={defaultOpen}
          onOpenChange={onOpenChange}
        >
          <RadixSelect.Trigger
            {...control}
            ref={ref}
            className={clsx(controlBox({ size }), styles.trigger)}
            data-invalid={invalid ? '' : undefined}
          >
            <span className={styles.value}>
              <RadixSelect.Value placeholder={placeholder ?? t('ui.select.placeholder')} />
            </span>
            <RadixSelect.Icon className={styles.chevron}>
              <ChevronDown aria-hidden size={20} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal container={container}>
            <RadixSelect.Content position="popper" sideOffset={4} collisionPadding={8} className={styles.content}>
              <RadixSelect.ScrollUpButton className={styles.scrollButton}>
                <ChevronUp aria-hidden size={16} />
              </RadixSelect.ScrollUpButton>
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((entry, index) =>
                  isGroup(entry) ? (
                    <Fragment key={`group-${entry.label}`}>
                      {index > 0 ? <RadixSelect.Separator className={styles.separator} /> : null}
                      <RadixSelect.Group>
                        <RadixSelect.Label className={styles.groupLabel}>{entry.label}</RadixSelect.Label>
                        {entry.options.map((option) => (
                          <Option key={option.value} option={option} />
                        ))}
                      </RadixSelect.Group>
                    </Fragment>
                  ) : (
                    <Option key={entry.value} option={entry} />
                  ),
                )}
              </RadixSelect.Viewport>
              <RadixSelect.ScrollDownButton className={styles.scrollButton}>
                <ChevronDown aria-hidden size={16} />
              </RadixSelect.ScrollDownButton>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
