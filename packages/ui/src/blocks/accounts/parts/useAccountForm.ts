import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FormErrors, isValid, trimValues } from '../validation';

/** A form's values: text fields and check boxes. */
export type FormValues = Record<string, string | boolean>;

export interface UseAccountFormOptions<TValues extends FormValues, TField extends string> {
  /** Read once, on the first render. */
  initialValues: TValues;
  /** Every message the values deserve now (messages are shown only once a field was left or the form submitted). */
  validate: (values: TValues) => FormErrors<TField>;
  /** Errors the platform put on fields; each shows until its field changes. */
  serverFieldErrors?: FormErrors<TField> | undefined;
  /** While true, submits are ignored. */
  submitting: boolean;
  /** Checks outside the fields (the slider captcha): return false to stop the submit and focus the first invalid control. */
  beforeSubmit?: (values: TValues) => boolean;
  /** Called with the trimmed values when everything is valid. */
  onValid: (values: TValues) => Promise<void> | void;
}

export interface TextBinding {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

export interface CheckBinding {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error: string | undefined;
}

function sameErrors(a: object | undefined, b: object | undefined): boolean {
  return JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
}

/**
 * The account forms' state: values that survive a failed submit, messages
 * shown once a field was edited and left (or after a submit), live
 * re-validation of shown messages, trimmed values on submit, focus on
 * the first invalid control, and the platform's field errors kept until the
 * field changes.
 */
export function useAccountForm<TValues extends FormValues, TField extends string>({
  initialValues,
  validate,
  serverFieldErrors,
  submitting,
  beforeSubmit,
  onValid,
}: UseAccountFormOptions<TValues, TField>) {
  const [values, setValues] = useState<TValues>(initialValues);
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  // The platform's field errors belong to the values they were given for.
  const [server, setServer] = useState<{ errors: FormErrors<TField> | undefined; values: TValues }>({
    errors: serverFieldErrors,
    values,
  });
  if (!sameErrors(server.errors, serverFieldErrors)) {
    setServer({ errors: serverFieldErrors, values });
    if (serverFieldErrors && Object.keys(serverFieldErrors).length > 0) setFocusRequest((count) => count + 1);
  }

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
    invalid?.scrollIntoView?.({ block: 'nearest' });
  }, [focusRequest]);

  const clientErrors = validate(values);

  const errorOf = (field: string): string | undefined => {
    if (showAll || shown.has(field)) {
      const message = clientErrors[field as TField];
      if (message) return message;
    }
    const serverMessage = server.errors?.[field as TField];
    return serverMessage && server.values[field] === values[field] ? serverMessage : undefined;
  };

  const setValue = <TKey extends keyof TValues & string>(field: TKey, value: TValues[TKey]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  const reveal = (field: string) => setShown((current) => (current.has(field) ? current : new Set(current).add(field)));

  const text = (field: keyof TValues & string): TextBinding => ({
    name: field,
    value: String(values[field] ?? ''),
    onValueChange: (value) => setValue(field, value as TValues[typeof field]),
    // Leaving an untouched field says nothing; leaving an edited one shows its message.
    onBlur: () => {
      if (dirty.has(field)) reveal(field);
    },
    error: errorOf(field),
  });

  const check = (field: keyof TValues & string): CheckBinding => ({
    name: field,
    checked: values[field] === true,
    onCheckedChange: (checked) => {
      setValue(field, checked as TValues[typeof field]);
      reveal(field);
    },
    error: errorOf(field),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const trimmed = trimValues(values);
    setValues(trimmed);
    setShowAll(true);
    const fieldsOk = isValid(validate(trimmed));
    const othersOk = beforeSubmit ? beforeSubmit(trimmed) : true;
    if (!fieldsOk || !othersOk) {
      setFocusRequest((count) => count + 1);
      return;
    }
    Promise.resolve()
      .then(() => onValid(trimmed))
      .catch(reportError);
  };

  return {
    values,
    setValue,
    text,
    check,
    errorOf,
    /** True once a submit was tried: every message shows. */
    submitted: showAll,
    /** Shows the message of one field (e.g. the mobile number when "Get code" is pressed). */
    reveal,
    /** Hides every message again (another tab of the form was chosen). */
    resetMessages: () => {
      setShowAll(false);
      setShown(new Set());
    },
    /** Moves focus to the first invalid control after the next render. */
    focusFirstInvalid: () => setFocusRequest((count) => count + 1),
    formRef,
    handleSubmit,
  };
}
