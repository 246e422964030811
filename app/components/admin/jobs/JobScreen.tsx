// One job for the owner: where it is and moving it on (telling the customer when asked), what it
// charges, what is paid and taking a payment or giving a refund, the pieces drawn to scale, the due date, rush and notes, its emails
// and its history. A change made from an old copy (another tab) is refused and the job reloaded.

import { useRef } from "react";
import { Link } from "react-router";
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatCalendarDay, formatDateTime } from "~/lib/date-format";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button, ButtonAnchor } from "../../ui/button";
import { ButtonLink } from "../../ui/button-link";
import { InputField, TextareaField } from "../../ui/field";
import { QueryView, ReachLinks } from "../AdminList";
import { EmailStatusBadge } from "../EmailStatus";
import { useAdminQuery } from "../useAdminQuery";
import { ChargesCard } from "./ChargesCard";
import { JobMargin } from "./JobMargin";
import { JobPhotos } from "./JobPhotos";
import { PaymentsCard } from "./PaymentsCard";
import { PiecesCard } from "./PiecesCard";
import { StageCard } from "./StageCard";
import { card, type Job, useJobChange } from "./use-job-change";

function DetailsCard({ job, reload }: { job: Job; reload: () => Promise<void> }) {
  const save = useJobChange(
    job,
    (body: { dueDate: string; rush: boolean; notes: string | null }) =>
      answerOf(
        adminApi.admin.jobs[":id"].$patch(
          { param: { id: String(job.id) } },
          withJson({ ...body, version: job.version }),
        ),
      ),
    "Job saved",
    reload,
  );
  return (
    <section className={card} aria-labelledby="details-title">
      <h2 id="details-title" className="font-sans text-lg font-semibold">
        Due date and notes
      </h2>
      <form
        key={job.version}
        className="mt-3 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          save.run({
            dueDate: String(form.get("dueDate")),
            rush: form.get("rush") === "on",
            notes: String(form.get("notes") ?? "").trim() || null,
          });
        }}
      >
        <InputField name="dueDate" label="Due date" type="date" defaultValue={job.dueDate} />
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="rush" className="size-5" defaultChecked={job.rush} /> Rush
        </label>
        <TextareaField
          name="notes"
          label="Your notes"
          optional
          rows={3}
          defaultValue={job.notes ?? ""}
          hint="Only you see these: never the customer."
        />
        <Button type="submit" variant="secondary" disabled={save.busy}>
          {save.busy ? "Saving..." : "Save"}
        </Button>
      </form>
    </section>
  );
}

function JobEmails({ job }: { job: Job }) {
  const emails = useAdminQuery(`job-emails-${job.id}-${job.version}`, () =>
    answerOf(adminApi.admin.emails.$get({ query: { related: `job:${job.id}` } })),
  );
  if (!emails.data?.emails.length) return null;
  return (
    <section className={card} aria-labelledby="emails-title">
      <h2 id="emails-title" className="font-sans text-lg font-semibold">
        Emails to the customer
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {emails.data.emails.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="break-words">{e.subject}</span>
            <EmailStatusBadge
              id={e.id}
              status={e.status}
              lastError={e.lastError}
              onChanged={emails.reload}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function JobView({
  job,
  reload,
  onlinePayments,
}: {
  job: Job;
  reload: () => Promise<void>;
  onlinePayments: boolean;
}) {
  const amountRef = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-mono text-2xl font-semibold">{job.number}</p>
          <p className="mt-1 text-lg">{job.customerName}</p>
          <ReachLinks email={job.customerEmail} phone={job.customerPhone} />
          <p className="mt-2 text-sm text-muted">
            Due {formatCalendarDay(job.dueDate)}{" "}
            {job.rush ? <Badge tone="danger">Rush</Badge> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/admin/jobs/${job.id}/ticket`} variant="secondary" size="sm">
            Print ticket
          </ButtonLink>
          <ButtonAnchor
            href={job.statusUrl}
            target="_blank"
            rel="noopener"
            variant="ghost"
            size="sm"
          >
            Customer's page<span className="sr-only"> (opens in a new tab)</span>
          </ButtonAnchor>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <StageCard
          key={job.version}
          job={job}
          reload={reload}
          onTakePayment={() => {
            const field = amountRef.current;
            if (!field) return;
            field.value = (job.balanceCents / 100).toFixed(2);
            field.scrollIntoView({ block: "center" });
            field.focus();
          }}
        />
        <PaymentsCard
          job={job}
          reload={reload}
          onlinePayments={onlinePayments}
          amountRef={amountRef}
        />
      </div>
      <ChargesCard job={job} reload={reload} />
      <JobMargin job={job} />
      <PiecesCard job={job} reload={reload} />
      <JobPhotos job={job} reload={reload} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailsCard job={job} reload={reload} />
        <section className={card} aria-labelledby="history-title">
          <h2 id="history-title" className="font-sans text-lg font-semibold">
            History
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {job.history.map((h) => (
              <li key={h.id}>
                <time className="text-muted" dateTime={h.at}>
                  {formatDateTime(h.at)}
                </time>{" "}
                · {h.summary}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <JobEmails job={job} />
    </div>
  );
}

export function JobScreen({ id }: { id: string }) {
  const query = useAdminQuery(`job-${id}`, () =>
    answerOf(adminApi.admin.jobs[":id"].$get({ param: { id } })),
  );
  return (
    <div className="space-y-4">
      <Link to="/admin/jobs" className="text-sm text-accent underline underline-offset-2">
        ← All jobs
      </Link>
      <QueryView query={query} loadingText="Loading the job...">
        {(data) =>
          data.job ? (
            <JobView job={data.job} reload={query.reload} onlinePayments={data.onlinePayments} />
          ) : (
            <Alert>No such job.</Alert>
          )
        }
      </QueryView>
    </div>
  );
}
