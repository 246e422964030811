// The owner's email reply to a message: subject and text, checked by the API's own schema before
// sending. The server quotes the visitor's message below it and saves the reply only once sent.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiRequestError, adminApi, answerOf, serverMessage, withJson } from "~/lib/admin-api";
import { type FieldErrors, fieldErrors, focusFirstError } from "~/lib/field-errors";
import { DEFAULT_REPLY_SUBJECT, messageReplySchema } from "~/lib/message-schema";
import { REPLY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH } from "~/lib/messages";
import type { OwnerMessage } from "~worker/services/messages";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { InputField, TextareaField } from "../ui/field";

const FIELDS = ["subject", "message"] as const;
type Errors = FieldErrors<(typeof FIELDS)[number]>;

export function ReplyForm({
  message: m,
  onSent,
  onCancel,
}: {
  message: OwnerMessage;
  onSent: () => void;
  onCancel: () => void;
}) {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = `reply-${m.id}-`;

  // Straight to writing, after the greeting.
  useEffect(() => {
    const text = formRef.current?.querySelector<HTMLTextAreaElement>(`#${idPrefix}message`);
    text?.focus();
    text?.setSelectionRange(text.value.length, text.value.length);
  }, [idPrefix]);

  function showErrors(next: Errors) {
    setErrors(next);
    focusFirstError(formRef.current, FIELDS, next, idPrefix);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const parsed = messageReplySchema.safeParse({
      subject: values.get("subject"),
      message: values.get("message"),
    });
    if (!parsed.success) return showErrors(fieldErrors(FIELDS, parsed.error.issues));
    setSending(true);
    try {
      await answerOf(
        adminApi.admin.contacts[":id"].reply.$post(
          { param: { id: String(m.id) } },
          withJson(parsed.data),
        ),
      );
      toast.success("Reply saved", {
        description: `On its way to ${m.email}; its email status shows below.`,
      });
      onSent();
    } catch (err) {
      const issues = err instanceof ApiRequestError ? err.issues : [];
      if (issues.length) showErrors(fieldErrors(FIELDS, issues));
      else
        setErrors({ form: serverMessage(err) ?? "The reply could not be sent. Please try again." });
      toast.error("Reply not sent", { description: serverMessage(err) ?? String(err) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="mt-4 space-y-3 rounded-md border border-line p-4"
      aria-label={`Reply to ${m.firstName} ${m.lastName}`}
    >
      <InputField
        idPrefix={idPrefix}
        name="subject"
        label="Subject"
        defaultValue={DEFAULT_REPLY_SUBJECT}
        maxLength={REPLY_SUBJECT_MAX_LENGTH}
        error={errors.subject}
        disabled={sending}
      />
      <TextareaField
        idPrefix={idPrefix}
        name="message"
        label="Your reply"
        rows={6}
        defaultValue={`Hi ${m.firstName},\n\n`}
        maxLength={REPLY_MAX_LENGTH}
        hint={`Emailed to ${m.email} from the shop's address, with their message quoted below. Their answer comes to the shop's inbox.`}
        error={errors.message}
        disabled={sending}
      />
      {errors.form ? <Alert size="sm">{errors.form}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={sending}>
          {sending ? "Sending..." : "Send reply"}
        </Button>
        <Button variant="secondary" size="sm" disabled={sending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
