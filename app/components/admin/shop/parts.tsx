// The pieces Shop settings' form is made of: a labelled text input showing its error, a section.
import { Field } from "../../ui/field";

type Errors = Record<string, string>;

interface TextProps {
  path: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  errors: Errors;
  type?: string;
  hint?: string;
}

export function Text({ path, label, value, onChange, errors, type = "text", hint }: TextProps) {
  return (
    <Field name={path} label={label} error={errors[path]} hint={hint} idPrefix="shop-">
      {(input) => (
        <input {...input} type={type} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/**
 * Text fields that show the form's errors: `text(path, label, value, onChange, type?, hint?)`,
 * the short way both parts of Shop settings write their many inputs.
 */
export const textFields =
  (errors: Errors) =>
  (
    path: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    type?: string,
    hint?: string,
  ) => (
    <Text
      path={path}
      label={label}
      value={value}
      onChange={onChange}
      errors={errors}
      type={type}
      hint={hint}
    />
  );

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-line bg-surface p-5">
      <legend className="px-1 font-sans text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
