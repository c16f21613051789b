import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';

export const controlClasses =
  'min-h-11 w-full rounded-lg border border-border bg-surface-raised px-3 text-base aria-[invalid=true]:border-danger disabled:opacity-60';

/** The ids a control points at with aria-describedby: its hint, then its error. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's hint and error lines, with the ids `describedBy` names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

type FieldProps = { id: string; label: string; hint?: ReactNode; error?: string };

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input whose hint and error are announced with it. */
export function TextField({ id, label, hint, error, className = '', ...input }: TextFieldProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClasses}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { ref?: Ref<HTMLSelectElement> };

export function SelectField({
  id,
  label,
  hint,
  error,
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClasses}
        {...select}
      >
        {children}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
