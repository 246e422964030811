// One message for the owner: who wrote and how to reach them, what they wrote, the replies sent,
// and the actions: reply by email, mark replied, archive or bring back, delete (after asking).
import { useState } from "react";
import { toast } from "sonner";
import { serviceLabel } from "~/content/options";
import { adminFetch, serverMessage } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { MESSAGE_STATUS_LABELS, type MessageStatus } from "~/lib/messages";
import type { OwnerMessage } from "~worker/services/messages";
import { Badge, type BadgeTone } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ReachLinks } from "./AdminList";
import { EmailStatusBadge } from "./EmailStatus";
import { ReplyForm } from "./MessageReplyForm";

const TONES: Record<MessageStatus, BadgeTone> = {
  new: "warning",
  replied: "success",
  archived: "neutral",
};

type Busy = MessageStatus | "delete" | null;

export function MessageCard({
  message: m,
  onChanged,
}: {
  message: OwnerMessage;
  onChanged: () => void;
}) {
  const [replying, setReplying] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = `${m.firstName} ${m.lastName}`;
  const service = m.service ? (serviceLabel(m.service) ?? m.service) : null;
  // Out of the archive: back to where the message was, judged by whether it has an answer.
  const restoreTo: MessageStatus = m.replies.length > 0 ? "replied" : "new";

  async function run(what: Exclude<Busy, null>, init: RequestInit, path: string, done: string) {
    setBusy(what);
    try {
      await adminFetch(path, init);
      toast.success(done);
      setConfirmDelete(false);
      onChanged();
    } catch (err) {
      toast.error("Error", { description: serverMessage(err) ?? String(err) });
    } finally {
      setBusy(null);
    }
  }

  const setStatus = (status: MessageStatus, done: string) =>
    run(
      status,
      { method: "PATCH", body: JSON.stringify({ status }) },
      `/api/admin/contacts/${m.id}`,
      done,
    );

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
          <Button size="sm" disabled={busy !== null} onClick={() => setReplying(true)}>
            {m.replies.length ? "Reply again" : "Reply"}
          </Button>
          {m.status === "new" ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy !== null}
              title="For a message you answered another way, e.g. by phone"
              onClick={() => setStatus("replied", "Marked as replied")}
            >
              {busy === "replied" ? "Saving..." : "Mark replied"}
            </Button>
          ) : null}
          {m.status === "archived" ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy !== null}
              onClick={() =>
                setStatus(restoreTo, `Moved back to ${MESSAGE_STATUS_LABELS[restoreTo]}`)
              }
            >
              {busy === restoreTo ? "Saving..." : "Unarchive"}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy !== null}
              onClick={() => setStatus("archived", "Message archived")}
            >
              {busy === "archived" ? "Archiving..." : "Archive"}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-danger! hover:bg-danger/10 sm:ml-auto"
            disabled={busy !== null}
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
        disabled={busy !== null}
        working={busy === "delete"}
        onConfirm={() =>
          void run("delete", { method: "DELETE" }, `/api/admin/contacts/${m.id}`, "Message deleted")
        }
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
