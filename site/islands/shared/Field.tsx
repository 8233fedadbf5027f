import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** Prefixes the ids, so two forms on one page never share one. */
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
}

/** A labelled input with its message below it, announced when it appears. */
export function Field({ form, name, label, error, ...input }: Props) {
  const id = `${form}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input className="input" id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} {...input} />
      <p className="field-error" id={`${id}-error`} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

interface AreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line field, with its message below it. */
export function TextAreaField({ form, name, label, error, ...area }: AreaProps) {
  const id = `${form}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea className="input" id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} {...area} />
      <p className="field-error" id={`${id}-error`} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** The form's values as strings, by field name. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : '']));
}

/** Moves focus to the first field with a message, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string>): void {
  const first = Object.keys(errors)[0];
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}
