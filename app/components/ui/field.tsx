// Labelled form controls with their error text wired up for screen readers.
import type { ComponentProps, ReactNode } from "react";

const control =
  "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2.5 text-base text-ink placeholder:text-muted/70 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent aria-[invalid=true]:border-danger";

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    className: string;
  }) => ReactNode;
  idPrefix?: string;
}

export function Field({ name, label, error, hint, optional, children, idPrefix = "" }: FieldProps) {
  const id = `${idPrefix}${name}`;
  const describedBy =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: control,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = Omit<FieldProps, "children"> &
  Omit<ComponentProps<"input">, "name" | "id" | "children">;

export function InputField({
  name,
  label,
  error,
  hint,
  optional,
  idPrefix,
  ...input
}: InputFieldProps) {
  return (
    <Field
      name={name}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      idPrefix={idPrefix}
    >
      {(p) => <input {...p} {...input} required={!optional} />}
    </Field>
  );
}

type TextareaFieldProps = Omit<FieldProps, "children"> &
  Omit<ComponentProps<"textarea">, "name" | "id" | "children">;

export function TextareaField({
  name,
  label,
  error,
  hint,
  optional,
  idPrefix,
  ...textarea
}: TextareaFieldProps) {
  return (
    <Field
      name={name}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      idPrefix={idPrefix}
    >
      {(p) => <textarea {...p} {...textarea} required={!optional} />}
    </Field>
  );
}

type SelectFieldProps = Omit<FieldProps, "children"> &
  Omit<ComponentProps<"select">, "name" | "id" | "children"> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    placeholder?: string;
  };

export function SelectField({
  name,
  label,
  error,
  hint,
  optional,
  idPrefix,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field
      name={name}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      idPrefix={idPrefix}
    >
      {(p) => (
        <select {...p} {...select} required={!optional}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The honeypot: out of sight and out of the tab order; people never fill it, bots do. */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
