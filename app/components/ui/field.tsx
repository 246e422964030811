// Labelled form controls with their error text wired up for screen readers, and the focus on the
// first invalid one after the server answers.
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from "react";

// The name of the field the server found invalid first: it renders with `autofocus`, so a form
// posted without JavaScript comes back with the focus (and the view) on it.
const FirstInvalidContext = createContext<string | undefined>(undefined);

/** Marks, for the fields inside, which one is the first invalid (its name). */
export const FirstInvalidProvider = FirstInvalidContext.Provider;

/** Whether the control named `name` is the first invalid one of its form. */
export function useIsFirstInvalid(name: string): boolean {
  return useContext(FirstInvalidContext) === name;
}

/**
 * The focus on the first invalid field (in `fields` order) of a server answer: the returned name
 * goes to <FirstInvalidProvider> (`autofocus` for the page rendered without JavaScript), and the
 * form behind `formRef` focuses it when an answer arrives through a fetcher. `answer` is the
 * failed answer, a new object for each answer; `errors`, its field errors as the form shows them.
 */
export function useFirstInvalidFocus(
  fields: readonly string[],
  answer: { fieldErrors: Record<string, string> } | undefined,
  errors: Record<string, string> | undefined = answer?.fieldErrors,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const first = answer && errors ? fields.find((name) => errors[name]) : undefined;
  useEffect(() => {
    if (!answer || !first) return;
    const control = formRef.current?.elements.namedItem(first);
    // A radio group comes back as a list: its first button takes the focus.
    const target = control instanceof RadioNodeList ? control[0] : control;
    if (target instanceof HTMLElement) target.focus();
  }, [answer, first]);
  return { formRef, first };
}

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
    autoFocus?: true;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    className: string;
  }) => ReactNode;
  idPrefix?: string;
}

export function Field({ name, label, error, hint, optional, children, idPrefix = "" }: FieldProps) {
  const id = `${idPrefix}${name}`;
  const autoFocus = useIsFirstInvalid(name);
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
        autoFocus: autoFocus ? true : undefined,
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
        <select {...p} {...select} required={select.required ?? !optional}>
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
