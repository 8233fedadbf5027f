import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useSay } from './use-say';

// Reads the catalog's `validation` (when the page handed it): a field's message, the contract's English from a
// form's check or the API's issue, shows in the page's language (i18n/messages.ts). Labels and hints are the
// caller's, already in its words.

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** Prefixes the ids, so two forms on one page never share one. */
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
  /** A quiet line of help under the field, read with it. */
  hint?: ReactNode;
}

/** The ids a field is described by: its message, and its hint when it has one. */
const describedBy = (id: string, hint: ReactNode) => (hint ? `${id}-error ${id}-hint` : `${id}-error`);

function Below({ id, error, hint }: { id: string; error: string | undefined; hint: ReactNode }) {
  const say = useSay();
  return (
    <>
      <p className="field-error" id={`${id}-error`} aria-live="polite">
        {error ? say.message({ message: error }) : ''}
      </p>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input with its message below it, announced when it appears. */
export function Field({ form, name, label, error, hint, ...input }: Props) {
  const id = `${form}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input className="input" id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint)} {...input} />
      <Below id={id} error={error} hint={hint} />
    </div>
  );
}

interface AreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line field, with its message below it. */
export function TextAreaField({ form, name, label, error, hint, ...area }: AreaProps) {
  const id = `${form}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea className="input" id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint)} {...area} />
      <Below id={id} error={error} hint={hint} />
    </div>
  );
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled native select (a phone shows its own picker; a keyboard types a name's first letters to find it). */
export function SelectField({ form, name, label, error, hint, children, ...select }: SelectProps) {
  const id = `${form}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select className="input" id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint)} {...select}>
        {children}
      </select>
      <Below id={id} error={error} hint={hint} />
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
