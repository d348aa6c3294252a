import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Eye, EyeOff, X } from 'lucide-react';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Field, hasMessage, mergeRefs } from '../Field/Field';
import { controlBox } from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './TextField.css';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix' | 'children' | 'aria-invalid'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Format or limits ("6 to 16 letters and digits"). Replaced by `error` while there is one. */
  hint?: ReactNode;
  /** Marks the input invalid, replaces the hint and is announced politely. */
  error?: ReactNode;
  /** Before the input: a currency symbol, an icon, a country-code button. */
  prefix?: ReactNode;
  /** After the input: a unit, a "Max" button. */
  suffix?: ReactNode;
  /** Shows a clear button while the input has a value. */
  clearable?: boolean;
  /** Called after the clear button empties the input (which also fires `onChange` with `''`). */
  onClear?: () => void;
  /** The new text on every change; a shortcut for `onChange={(e) => set(e.target.value)}`. */
  onValueChange?: (value: string) => void;
  /** `md` (40 px) in dense forms, `lg` (48 px) for the main field of a screen. */
  size?: 'md' | 'lg';
  /** Stretch to the container's width (forms on mobile). */
  fullWidth?: boolean;
  /** Class for the `<input>` itself; `className` styles the whole field. */
  inputClassName?: string;
  /** Name of the password reveal toggle; defaults to the translated "Show password". */
  showPasswordLabel?: string;
  /** Name of the clear button; defaults to the translated "Clear". */
  clearLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

// Sets the value the way typing does, so React fires `onChange` for both
// controlled and uncontrolled inputs.
function setNativeValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const interactive = 'button, a, input, select, textarea, [tabindex], [role="button"]';

/**
 * A labelled text input with hint, error, prefix and suffix slots, a reveal
 * toggle for passwords and an optional clear button. Native input props
 * (`autoComplete`, `inputMode`, `maxLength`, `pattern`…) reach the `<input>`,
 * and `ref` is the `<input>`.
 */
export function TextField({
  label,
  hint,
  error,
  prefix,
  suffix,
  clearable = false,
  onClear,
  onValueChange,
  size = 'md',
  fullWidth = false,
  className,
  inputClassName,
  showPasswordLabel,
  clearLabel,
  id,
  type = 'text',
  value,
  defaultValue,
  onChange,
  disabled,
  readOnly,
  required,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const composedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const isPassword = type === 'password';
  const [revealed, setRevealed] = useState(false);
  const controlled = value !== undefined;
  const [uncontrolledFilled, setUncontrolledFilled] = useState(
    () => defaultValue !== undefined && String(defaultValue) !== '',
  );
  const filled = controlled ? String(value ?? '') !== '' : uncontrolledFilled;
  const showClear = clearable && filled && !disabled && !readOnly;
  const invalid = hasMessage(error);

  // A revealed password goes back to dots when its form is submitted or reset,
  // so it is never left visible (or saved as plain text by the browser).
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!isPassword && !clearable) return;
    if (!form) return;
    const onSubmit = () => setRevealed(false);
    const onReset = () => {
      setRevealed(false);
      // The form restores default values after the event; read them then.
      setTimeout(() => setUncontrolledFilled((inputRef.current?.value ?? '') !== ''));
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('reset', onReset);
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('reset', onReset);
    };
  }, [isPassword, clearable]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!controlled) setUncontrolledFilled(event.target.value !== '');
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    setNativeValue(input, '');
    onClear?.();
    input.focus();
  };

  // Pressing a button inside the field with a pointer keeps the caret (and the
  // on-screen keyboard) in the input when it was there already.
  const keepInputFocus = (event: MouseEvent) => {
    if (document.activeElement === inputRef.current) event.preventDefault();
  };

  // A press on the padding, prefix text or suffix text moves focus to the input.
  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (disabled || target === inputRef.current || target.closest(interactive)) return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  const actionSize = size === 'lg' ? 'md' : 'sm';

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
      {(control) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: pointer convenience only; the input itself is the keyboard target.
        <div
          className={clsx(controlBox({ size }), styles.box)}
          data-invalid={invalid ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
          data-readonly={readOnly ? '' : undefined}
          onMouseDown={focusInput}
        >
          {prefix ? <span className={styles.adornment}>{prefix}</span> : null}
          <input
            {...rest}
            {...control}
            ref={composedRef}
            type={isPassword && revealed ? 'text' : type}
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            disabled={disabled}
            readOnly={readOnly}
            className={clsx(styles.input, inputClassName)}
            {...(isPassword ? { autoCapitalize: 'off', spellCheck: false } : {})}
          />
          {showClear || isPassword ? (
            <span className={styles.actions}>
              {showClear ? (
                <IconButton
                  size={actionSize}
                  className={styles.actionButton}
                  label={clearLabel ?? t('ui.textField.clear')}
                  icon={<X />}
                  aria-controls={control.id}
                  onMouseDown={keepInputFocus}
                  onClick={clear}
                />
              ) : null}
              {isPassword ? (
                // A toggle with one fixed name: the pressed state says whether the password is shown.
                <IconButton
                  size={actionSize}
                  className={styles.actionButton}
                  label={showPasswordLabel ?? t('ui.textField.showPassword')}
                  icon={revealed ? <EyeOff /> : <Eye />}
                  aria-pressed={revealed}
                  aria-controls={control.id}
                  disabled={disabled}
                  onMouseDown={keepInputFocus}
                  onClick={() => setRevealed((shown) => !shown)}
                />
              ) : null}
            </span>
          ) : null}
          {suffix ? <span className={styles.adornment}>{suffix}</span> : null}
        </div>
      )}
    </Field>
  );
}
