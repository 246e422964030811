// One message for the owner: who wrote and how to reach them, what they wrote, the replies sent,
// and the actions: reply by email, mark replied, archive or bring back, delete (after asking).

import { useState } from "react";
import { serviceLabel } from "~/content/options";
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { MESSAGE_STATUS_LABELS } from "~/lib/messages";
import type { MessageStatus } from "~/lib/statuses";
import type { OwnerMessage } from "~worker/services/messages";
import { Badge, type BadgeTone } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ReachLinks } from "./AdminList";
import { EmailStatusBadge, EmailStatusList } from "./EmailStatus";
import { ReplyForm } from "./MessageReplyForm";
import { useAdminMutation } from "./useAdminMutation";

const TONES: Record<MessageStatus, BadgeTone> = {
  new: "warning",
  replied: "success",
  archived: "neutral",
};

// What the owner asked for: a new status (with its toast), or deleting the message.
type Change = { status: MessageStatus; done: string } | "delete";

export function MessageCard({
  message: m,
  onChanged,
}: {
  message: OwnerMessage;
  onChanged: () => void;
}) {
  const [replying, setReplying] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = `${m.firstName} ${m.lastName}`;
  const service = m.service ? (serviceLabel(m.service) ?? m.service) : null;
  // Out of the archive: back to where the message was, judged by whether it has an answer.
  const restoreTo: MessageStatus = m.replies.length > 0 ? "replied" : "new";

  const change = useAdminMutation(
    (what: Change) => {
      const param = { id: String(m.id) };
      return what === "delete"
        ? answerOf(adminApi.admin.contacts[":id"].$delete({ param }))
        : answerOf(
            adminApi.admin.contacts[":id"].$patch({ param }, withJson({ status: what.status })),
          );
    },
    {
      success: (_answer, what) => ({ title: what === "delete" ? "Message deleted" : what.done }),
      failure: { title: "Error" },
      onSuccess: () => {
        setConfirmDelete(false);
        onChanged();
      },
    },
  );
  const busy = change.busy;
  const running = change.running;
  const busyWith = (status: MessageStatus) =>
    running !== undefined && running !== "delete" && running.status === status;
  const setStatus = (status: MessageStatus, done: string) => change.run({ status, done });

  return (
    <li
      id={`message-${m.id}`}
      className="scroll-mt-24 rounded-lg border border-line bg-surface p-5 target:ring-2 target:ring-accent"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-sans text-lg font-semibold">{name}</h2>
          <p className="text-sm text-muted">
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {service ? <Badge tone="accent">{service}</Badge> : null}
          <Badge tone={TONES[m.status]}>{MESSAGE_STATUS_LABELS[m.status]}</Badge>
        </div>
      </div>
      <ReachLinks email={m.email} phone={m.phone} />
      <p className="mt-3 whitespace-pre-line break-words rounded-md bg-ground p-3 text-sm">
        {m.message}
      </p>

      <EmailStatusList
        emails={m.emails}
        label={`Automatic emails to ${name}`}
        onChanged={onChanged}
      />

      {m.replies.length ? (
        <ul className="mt-3 space-y-2" aria-label={`Replies to ${name}`}>
          {m.replies.map((r) => (
            <li key={r.id} className="rounded-md border-l-4 border-green bg-green/5 p-3 text-sm">
              <p className="text-xs text-muted">
                You replied <time dateTime={r.sentAt}>{formatDateTime(r.sentAt)}</time> ·{" "}
                <span className="break-words">{r.subject}</span>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{r.message}</p>
              <p className="mt-2">
                <EmailStatusBadge
                  id={r.emailId}
                  status={r.emailStatus}
                  lastError={r.emailError}
                  onChanged={onChanged}
                />
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      {replying ? (
        <ReplyForm
          message={m}
          onSent={() => {
            setReplying(false);
            onChanged();
          }}
          onCancel={() => setReplying(false)}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => setReplying(true)}>
            {m.replies.length ? "Reply again" : "Reply"}
          </Button>
          {m.status === "new" ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              title="For a message you answered another way, e.g. by phone"
              onClick={() => setStatus("replied", "Marked as replied")}
            >
              {busyWith("replied") ? "Saving..." : "Mark replied"}
            </Button>
          ) : null}
          {m.status === "archived" ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() =>
                setStatus(restoreTo, `Moved back to ${MESSAGE_STATUS_LABELS[restoreTo]}`)
              }
            >
              {busyWith(restoreTo) ? "Saving..." : "Unarchive"}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => setStatus("archived", "Message archived")}
            >
              {busyWith("archived") ? "Archiving..." : "Archive"}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-danger! hover:bg-danger/10 sm:ml-auto"
            disabled={busy}
            onClick={() => setConfirmDelete(true)}
          >
            Delete
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={confirmDelete}
        title="Delete this message?"
        confirmLabel="Delete for good"
        workingLabel="Deleting..."
        disabled={busy}
        working={running === "delete"}
        onConfirm={() => void change.run("delete")}
        onDismiss={() => setConfirmDelete(false)}
      >
        <p>
          This removes the message from <strong>{name}</strong> and your replies to it: their name,
          email address, phone number and what they wrote are deleted from the site for good.
        </p>
        <p className="mt-2 text-sm text-muted">
          It cannot be undone. Emails already sent stay in the mailboxes they went to. To keep it
          out of the way instead, archive it.
        </p>
      </ConfirmDialog>
    </li>
  );
}
