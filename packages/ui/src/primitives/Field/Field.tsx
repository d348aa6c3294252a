import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, type Ref, type RefCallback, useId } from 'react';
import * as styles from './Field.css';

/** Ids that tie a control to its label, hint and error. */
export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for one field; `id` (if given) becomes the control's id. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/** Joins `aria-describedby` ids, dropping empty ones; `undefined` when none is left. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** True when there is a message to show; `null`, `undefined`, booleans and `''` render nothing, so they are none. */
export function hasMessage(message: ReactNode): boolean {
  return message !== undefined && message !== null && typeof message !== 'boolean' && message !== '';
}

/** Calls every ref with the node, so a component can keep its own ref and forward the caller's. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}

export interface FieldLabelProps {
  children: ReactNode;
  /** The control this label names; without it the label renders as a plain element for `aria-labelledby`. */
  htmlFor?: string;
  id?: string;
  /** Shows the required mark; the control itself carries `required`/`aria-required` for assistive tech. */
  required?: boolean;
  className?: string;
}

/** The label above a control, with the required mark. */
export function FieldLabel({ children, htmlFor, id, required, className }: FieldLabelProps) {
  const content = (
    <>
      {children}
      {required ? (
        <span aria-hidden className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </>
  );
  if (htmlFor) {
    return (
      <label htmlFor={htmlFor} id={id} className={clsx(styles.label, className)}>
        {content}
      </label>
    );
  }
  return (
    <span id={id} className={clsx(styles.label, className)}>
      {content}
    </span>
  );
}

export interface FieldMessageProps {
  id: string;
  children?: ReactNode;
  className?: string;
}

/** Help text under a control; point the control's `aria-describedby` at `id`. */
export function FieldHint({ id, children, className }: FieldMessageProps) {
  if (!hasMessage(children)) return null;
  return (
    <p id={id} className={clsx(styles.hint, className)}>
      {children}
    </p>
  );
}

/**
 * The error under a control, with an icon so it is not carried by colour
 * alone. The wrapper is a polite live region that stays mounted, so a message
 * appearing after validation is announced once without stealing focus.
 */
export function FieldError({ id, children, className }: FieldMessageProps) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {hasMessage(children) ? (
        <p id={id} className={clsx(styles.error, className)}>
          <span className={styles.errorIcon}>
            <CircleAlert aria-hidden />
          </span>
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}

/** What `Field` hands to its control so that the label, hint and error reach assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  /** Visible label, tied to the control with `for`/`id`. */
  label: ReactNode;
  /** Help under the control (format, limits). Hidden while there is an error. */
  hint?: ReactNode;
  /** Replaces the hint, marks the control invalid and is announced politely. */
  error?: ReactNode;
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Extra ids for the control's `aria-describedby` (kept after the hint or error). */
  describedBy?: string;
  /** Stretch to the container's width (forms on mobile). */
  fullWidth?: boolean;
  className?: string;
  /** Renders the control; spread the given props onto the focusable element. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint and error around any control, with the same look as TextField
 * and Select. Use it for controls the design system does not ship (a textarea,
 * a third-party picker) so that they still read and sound the same.
 */
export function Field({ label, hint, error, required, id, describedBy, fullWidth, className, children }: FieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasMessage(error);
  const showHint = !invalid && hasMessage(hint);
  const control: FieldControlProps = {
    id: ids.controlId,
    'aria-describedby': joinIds(invalid ? ids.errorId : showHint ? ids.hintId : undefined, describedBy),
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(required ? { required: true } : {}),
  };
  return (
    <div className={clsx(styles.field({ fullWidth }), className)}>
      <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required}>
        {label}
      </FieldLabel>
      {children(control)}
      {showHint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
