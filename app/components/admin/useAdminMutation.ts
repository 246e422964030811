// One way for an admin screen to change something: a busy state (and which input is running),
// the API's `{ error, issues }` as field errors with focus on the first, and a toast either way.
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiRequestError, serverMessage } from "~/lib/admin-api";
import { type FieldErrors, fieldErrors, focusFirstError } from "~/lib/field-errors";
import type { ValidationIssue } from "~/lib/validation-issues";

export interface ToastText {
  title: string;
  description?: string;
}

export interface MutationOptions<I, A, K extends string> {
  // The success toast; null (or a function answering null) for none.
  success: ToastText | null | ((answer: A, input: I) => ToastText | null);
  // The failure toast's title and fallback text; the server's own message replaces the text.
  failure: ToastText | ((input: I) => ToastText);
  // Awaited before the busy state ends, e.g. reloading the list the change shows in.
  onSuccess?: (answer: A, input: I) => unknown;
  // The form's fields, in order, whose ids are `idPrefix + name`: issues on them show beside them.
  fields?: readonly K[];
  idPrefix?: string;
}

export interface AdminMutation<I, A, K extends string> {
  /** Sends; resolves to the answer, or undefined when it failed (already toasted). */
  run: (input: I) => Promise<A | undefined>;
  busy: boolean;
  // The input of the call under way, e.g. to label only that item's button "Saving...".
  running: I | undefined;
  errors: FieldErrors<K>;
  /** Shows issues found before sending (the form's own zod check) exactly like the server's. */
  showIssues: (issues: readonly ValidationIssue[], input: I) => void;
  clearErrors: () => void;
  // Attach to the form, so the first field with an error gets the focus.
  formRef: React.RefObject<HTMLFormElement | null>;
}

const resolve = <T, Args extends unknown[]>(value: T | ((...args: Args) => T), ...args: Args) =>
  typeof value === "function" ? (value as (...a: Args) => T)(...args) : value;

export function useAdminMutation<I, A, K extends string = never>(
  send: (input: I) => Promise<A>,
  options: MutationOptions<I, A, K>,
): AdminMutation<I, A, K> {
  const [running, setRunning] = useState<{ input: I } | null>(null);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const formRef = useRef<HTMLFormElement | null>(null);
  const latest = useRef({ send, options });
  latest.current = { send, options };

  const showIssues = useCallback((issues: readonly ValidationIssue[], input: I) => {
    const { fields = [], idPrefix = "", failure } = latest.current.options;
    const next = fieldErrors(fields, issues);
    setErrors(next);
    focusFirstError(formRef.current, fields, next, idPrefix);
    const { title } = resolve(failure, input);
    toast.error(title, { description: issues[0]?.message });
  }, []);

  const run = useCallback(
    async (input: I) => {
      const { send, options } = latest.current;
      setRunning({ input });
      setErrors({});
      try {
        const answer = await send(input);
        const success = resolve(options.success, answer, input);
        if (success) toast.success(success.title, { description: success.description });
        await options.onSuccess?.(answer, input);
        return answer;
      } catch (err) {
        const issues = err instanceof ApiRequestError ? err.issues : [];
        if (issues.length) {
          showIssues(issues, input);
        } else {
          const { title, description } = resolve(options.failure, input);
          if (!(err instanceof ApiRequestError)) console.error(title, err);
          toast.error(title, { description: serverMessage(err) ?? description });
        }
        return undefined;
      } finally {
        setRunning(null);
      }
    },
    [showIssues],
  );

  return {
    run,
    busy: running !== null,
    running: running?.input,
    errors,
    showIssues,
    clearErrors: useCallback(() => setErrors({}), []),
    formRef,
  };
}
