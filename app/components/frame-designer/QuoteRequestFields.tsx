// "Send for a quote": who is asking, a message and up to 3 photos of the piece. Part of the
// designer's one form, so the design travels with it, with or without JavaScript.

// These fields in the order they are shown (after the design's), for the focus after an error.
export const QUOTE_REQUEST_FIELDS = ["name", "email", "phone", "message", "photo"] as const;

import { useState } from "react";
import { HONEYPOT_FIELD, MESSAGE_MAX_LENGTH } from "~/content/options";
import {
  MAX_QUOTE_PHOTO_BYTES,
  MAX_QUOTE_PHOTOS,
  QUOTE_PHOTO_ACCEPT,
  QUOTE_PHOTO_FORMATS_TEXT,
} from "~/lib/quote-request";
import { FormPolicyNote } from "../site/policy-links";
import { Button } from "../ui/button";
import { EmailField, FullNameField, PhoneField } from "../ui/contact-fields";
import { Field, HoneypotField, TextareaField } from "../ui/field";

// The browser's early word on the chosen files; the server checks their bytes again.
function photoProblem(files: FileList | null): string | undefined {
  if (!files) return undefined;
  if (files.length > MAX_QUOTE_PHOTOS) return `Choose at most ${MAX_QUOTE_PHOTOS} photos.`;
  const big = [...files].find((f) => f.size > MAX_QUOTE_PHOTO_BYTES);
  return big ? `${big.name} is larger than 15 MB.` : undefined;
}

export function QuoteRequestFields({
  errors,
  values,
  busy,
}: {
  errors: Record<string, string>;
  values: Record<string, string>;
  busy: boolean;
}) {
  const [photoError, setPhotoError] = useState<string | undefined>();
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FullNameField defaultValue={values.name} error={errors.name} />
        <EmailField defaultValue={values.email} error={errors.email} />
      </div>
      <PhoneField optional defaultValue={values.phone} error={errors.phone} />
      <TextareaField
        name="message"
        label="Message"
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="What is the piece, and where will it hang? Anything we should know?"
        defaultValue={values.message}
        error={errors.message}
      />
      <Field
        name="photo"
        label="Photos of the piece"
        optional
        hint={`Up to ${MAX_QUOTE_PHOTOS} photos, ${QUOTE_PHOTO_FORMATS_TEXT}, 15 MB each. Only the studio sees them.`}
        error={photoError ?? errors.photo}
      >
        {(p) => (
          <input
            {...p}
            type="file"
            multiple
            accept={QUOTE_PHOTO_ACCEPT}
            className={`${p.className} file:mr-3 file:rounded file:border-0 file:bg-line file:px-3 file:py-1.5 file:text-sm`}
            onChange={(e) => {
              const problem = photoProblem(e.currentTarget.files);
              e.currentTarget.setCustomValidity(problem ?? "");
              setPhotoError(problem);
            }}
          />
        )}
      </Field>
      <HoneypotField name={HONEYPOT_FIELD} />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Sending..." : "Send for a quote"}
      </Button>
      <FormPolicyNote what="your details and photos" />
    </div>
  );
}
