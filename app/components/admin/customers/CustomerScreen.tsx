// One person: who they are, what they owe, everything that happened with them on one timeline
// (newest first), the owner's notes about them, the export of everything stored (the right to
// know) and the erasure (the right to delete), which says what will go before it goes.
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { type AnswerOf, adminApi, answerOf, withJson } from "~/lib/admin-api";
import { customerNotesSchema, type ErasureCounts, MAX_CUSTOMER_NOTES } from "~/lib/customers";
import { formatDateTime } from "~/lib/date-format";
import { formatCents } from "~/lib/jobs";
import { countOf } from "~/lib/plural";
import { toIssues } from "~/lib/validation-issues";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button, ButtonAnchor } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { TextareaField } from "../../ui/field";
import { QueryView, ReachLinks } from "../AdminList";
import { useCan } from "../shell/team-context";
import { useAdminMutation } from "../useAdminMutation";
import { useAdminQuery } from "../useAdminQuery";

type Person = AnswerOf<(typeof adminApi.admin.customers)[":email"]["$get"]>;

const card = "rounded-lg border border-line bg-surface p-5";

const KIND_LABELS: Record<Person["timeline"][number]["kind"], string> = {
  added: "Added",
  message: "Message",
  reply: "Reply",
  booking: "Booking",
  quote: "Quote",
  "quote-reply": "Quote reply",
  job: "Job",
  "job-event": "Job",
  email: "Email",
};

function erasureSummary(c: ErasureCounts): string {
  return [
    countOf(c.messages, "message"),
    countOf(c.replies, "reply", "replies"),
    countOf(c.bookings, "booking"),
    countOf(c.quotes, "quote request"),
    countOf(c.photos, "photo"),
    countOf(c.emails, "email record"),
    c.notes ? "your notes" : null,
  ]
    .filter((s): s is string => s !== null && !s.startsWith("0 "))
    .join(", ");
}

function NotesCard({ person, reload }: { person: Person; reload: () => Promise<void> }) {
  const email = person.customer.email;
  const save = useAdminMutation(
    (input: { notes: string }) =>
      answerOf(
        adminApi.admin.customers[":email"].notes.$put({ param: { email } }, withJson(input)),
      ),
    {
      success: { title: "Notes saved" },
      failure: { title: "Notes not saved" },
      onSuccess: reload,
      fields: ["notes"] as const,
      idPrefix: "customer-",
    },
  );
  return (
    <section className={card} aria-labelledby="notes-title">
      <h2 id="notes-title" className="font-sans text-lg font-semibold">
        Your notes
      </h2>
      <form
        ref={save.formRef}
        noValidate
        className="mt-2 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          const input = { notes: String(new FormData(e.currentTarget).get("notes") ?? "") };
          const parsed = customerNotesSchema.safeParse(input);
          if (!parsed.success) return save.showIssues(toIssues(parsed.error), input);
          save.run(parsed.data);
        }}
      >
        <TextareaField
          name="notes"
          idPrefix="customer-"
          label="About this person"
          optional
          rows={4}
          maxLength={MAX_CUSTOMER_NOTES}
          defaultValue={person.customer.notes}
          error={save.errors.notes}
          hint="Only you see these. They go with the person if you delete them."
        />
        <Button type="submit" variant="secondary" disabled={save.busy}>
          {save.busy ? "Saving..." : "Save notes"}
        </Button>
      </form>
    </section>
  );
}

function EraseCard({ person }: { person: Person }) {
  const email = person.customer.email;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const preview = useAdminQuery(`erasure-${email}-${open}`, () =>
    answerOf(adminApi.admin.customers[":email"].erasure.$get({ param: { email } })),
  );
  const erase = useAdminMutation(
    () => answerOf(adminApi.admin.customers[":email"].$delete({ param: { email } })),
    {
      success: (a) => ({
        title: "Deleted",
        description: `Removed ${erasureSummary(a.removed)}.`,
      }),
      failure: { title: "Not deleted" },
      onSuccess: () => navigate("/admin/customers"),
    },
  );
  const blockedBy = preview.data?.blockedBy ?? [];
  return (
    <section className={card} aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="font-sans text-lg font-semibold">
        Their data
      </h2>
      <p className="mt-1 text-sm text-muted">
        When someone asks what you hold about them, send them the export; when they ask you to
        delete it, delete everything here.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ButtonAnchor
          href={`/api/admin/customers/${encodeURIComponent(email)}/export`}
          variant="secondary"
          size="sm"
          download
        >
          Export everything (zip)
        </ButtonAnchor>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger! hover:bg-danger/10"
          onClick={() => setOpen(true)}
        >
          Delete everything about this person
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title="Delete everything about this person?"
        confirmLabel="Delete for good"
        workingLabel="Deleting..."
        disabled={erase.busy}
        confirmDisabled={!preview.data || blockedBy.length > 0 || Boolean(preview.data.owing)}
        working={erase.busy}
        onConfirm={() => void erase.run(undefined)}
        onDismiss={() => setOpen(false)}
      >
        {!preview.data ? (
          <p>Counting what would go...</p>
        ) : blockedBy.length ? (
          <Alert tone="danger">
            Not yet: job{blockedBy.length > 1 ? "s" : ""}{" "}
            {blockedBy.map((j) => `${j.number} (${j.stage})`).join(", ")} is still in the shop. Mark
            it picked up or cancelled first.
          </Alert>
        ) : preview.data.owing ? (
          <Alert tone="danger">{preview.data.owing.error}</Alert>
        ) : (
          <>
            <p>
              This deletes {erasureSummary(preview.data.counts) || "what is stored"} about{" "}
              <strong className="break-all">{email}</strong>, for good.
            </p>
            <p className="mt-2 text-sm">
              They get one last email at this address saying it is done; you keep only the date.
            </p>
            {preview.data.counts.jobsAnonymised ? (
              <p className="mt-2 text-sm">
                Their {countOf(preview.data.counts.jobsAnonymised, "finished job")} keep
                {preview.data.counts.jobsAnonymised === 1 ? "s" : ""} the amounts for your books,
                with the name, email, phone, notes and photos removed.
              </p>
            ) : null}
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}

function PersonView({ person, reload }: { person: Person; reload: () => Promise<void> }) {
  const c = person.customer;
  // The export and the erasure are the owner's (docs/decisions/0100-team-and-roles.md).
  const can = useCan();
  return (
    <div className="space-y-6">
      <div>
        <h2 className="font-sans text-2xl font-semibold break-words">{c.name}</h2>
        <ReachLinks email={c.email} phone={c.phone} customerPage={false} />
        <p className="mt-2 text-sm text-muted">
          {[
            countOf(c.counts.messages, "message"),
            countOf(c.counts.bookings, "booking"),
            countOf(c.counts.quotes, "quote"),
            countOf(c.counts.jobs, "job"),
          ].join(" · ")}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span>
            Lifetime spend <strong className="tabular-nums">{formatCents(c.spentCents)}</strong>
          </span>
          {c.balanceCents > 0 ? (
            <Badge tone="warning">Owes {formatCents(c.balanceCents)}</Badge>
          ) : null}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section className={card} aria-labelledby="timeline-title">
          <h2 id="timeline-title" className="font-sans text-lg font-semibold">
            Timeline
          </h2>
          <ol className="mt-3 space-y-4">
            {person.timeline.map((t) => (
              <li key={t.id} className="border-l-2 border-line pl-3">
                <p className="text-xs text-muted">
                  <time dateTime={t.at}>{formatDateTime(t.at)}</time> · {KIND_LABELS[t.kind]}
                  {t.status ? ` · ${t.status}` : ""}
                </p>
                <p className="font-medium break-words">
                  {t.href ? (
                    <Link to={t.href} className="underline-offset-2 hover:underline">
                      {t.title}
                    </Link>
                  ) : (
                    t.title
                  )}
                </p>
                {t.detail ? (
                  <p className="mt-1 line-clamp-4 text-sm whitespace-pre-line break-words text-muted">
                    {t.detail}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
        <div className="space-y-6">
          <NotesCard person={person} reload={reload} />
          {can("customer-data") ? <EraseCard person={person} /> : null}
        </div>
      </div>
    </div>
  );
}

export function CustomerScreen({ email }: { email: string }) {
  const query = useAdminQuery(`customer-${email}`, () =>
    answerOf(adminApi.admin.customers[":email"].$get({ param: { email } })),
  );
  return (
    <div className="space-y-4">
      <Link to="/admin/customers" className="text-sm text-accent underline underline-offset-2">
        ← All customers
      </Link>
      <QueryView query={query} loadingText="Loading the customer...">
        {(person) => <PersonView person={person} reload={query.reload} />}
      </QueryView>
    </div>
  );
}
