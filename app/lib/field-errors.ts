// Validation issues (from zod in the browser or `{ issues }` from the API) as one message per
// form field, first issue wins; anything not about a listed field is the form's own error.
export type FieldErrors<K extends string> = Partial<Record<K | "form", string>>;

type Issue = { path: string | readonly PropertyKey[]; message: string };

export function fieldErrors<K extends string>(
  fields: readonly K[],
  issues: readonly Issue[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = (
      Array.isArray(issue.path) ? String(issue.path[0] ?? "") : String(issue.path).split(".")[0]
    ) as K;
    errors[fields.includes(key) ? key : "form"] ??= issue.message;
  }
  return errors;
}

/** Moves focus to the first field (in form order) that has an error; its id is prefix + name. */
export function focusFirstError<K extends string>(
  form: HTMLFormElement | null,
  fields: readonly K[],
  errors: FieldErrors<K>,
  idPrefix: string,
): void {
  const first = fields.find((k) => errors[k]);
  if (first) form?.querySelector<HTMLElement>(`#${idPrefix}${first}`)?.focus();
}
