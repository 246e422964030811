// The fields every enquiry form asks for in the same way (contact, booking, quote request): one
// definition of their label, type, autocomplete and limit.
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "~/content/options";
import { InputField } from "./field";

interface ContactFieldProps {
  defaultValue?: string;
  error?: string;
  idPrefix?: string;
  optional?: boolean;
}

/** A person's whole name in one field, `name`. */
export function FullNameField({
  label = "Name",
  ...props
}: ContactFieldProps & { label?: string }) {
  return (
    <InputField
      name="name"
      label={label}
      autoComplete="name"
      maxLength={NAME_MAX_LENGTH}
      {...props}
    />
  );
}

export function EmailField(props: ContactFieldProps) {
  return (
    <InputField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}

export function PhoneField(props: ContactFieldProps) {
  return (
    <InputField
      name="phone"
      label="Phone"
      type="tel"
      autoComplete="tel"
      maxLength={PHONE_MAX_LENGTH}
      {...props}
    />
  );
}
