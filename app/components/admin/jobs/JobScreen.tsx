// One job for the owner: where it is and moving it on (telling the customer when asked), what is
// paid and taking a payment, the pieces drawn to scale, the due date, rush and notes, its emails
// and its history. A change made from an old copy (another tab) is refused and the job reloaded.

import { useState } from "react";
import { Link } from "react-router";
import { type AnswerOf, ApiRequestError, adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatCalendarDay, formatDateTime } from "~/lib/date-format";
import { describeDesign } from "~/lib/frame-design";
import {
  ALWAYS_EMAILED_STAGES,
  formatCents,
  JOB_STAGE_LABELS,
  nextStage,
  OWNER_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  parseDollars,
} from "~/lib/jobs";
import { JOB_STAGES, type JobStage } from "~/lib/statuses";
import { FramePreview } from "../../frame-designer/FramePreview";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button, ButtonAnchor } from "../../ui/button";
import { ButtonLink } from "../../ui/button-link";
import { InputField, SelectField, TextareaField } from "../../ui/field";
import { QueryView, ReachLinks } from "../AdminList";
import { EmailStatusBadge } from "../EmailStatus";
import { useAdminMutation } from "../useAdminMutation";
import { useAdminQuery } from "../useAdminQuery";
import { JobMargin } from "./JobMargin";
import { JobPhotos } from "./JobPhotos";
import { RefundButton } from "./RefundButton";

type Job = AnswerOf<(typeof adminApi.admin.jobs)[":id"]["$get"]>["job"];

const card = "rounded-lg border border-line bg-surface p-5";

function useJobChange<I>(
  job: Job,
  send: (input: I) => Promise<unknown>,
  success: string,
  reload: () => Promise<void>,
) {
  return useAdminMutation(
    async (input: I) => {
      try {
        return await send(input);
      } catch (err) {
        // Changed elsewhere: show what is true now, then say so.
        if (err instanceof ApiRequestError && err.status === 409) await reload();
        throw err;
      }
    },
    {
      success: { title: success, description: `Job ${job.number}` },
      failure: { title: "Not saved", description: "Please try again." },
      onSuccess: reload,
    },
  );
}

function StageCard({ job, reload }: { job: Job; reload: () => Promise<void> }) {
  const [stage, setStage] = useState<JobStage>(nextStage(job.stage) ?? job.stage);
  const [tell, setTell] = useState(false);
  const always = ALWAYS_EMAILED_STAGES.includes(stage);
  const move = useJobChange(
    job,
    (input: { stage: JobStage; notifyCustomer: boolean }) =>
      answerOf(
        adminApi.admin.jobs[":id"].stage.$post(
          { param: { id: String(job.id) } },
          withJson({ ...input, version: job.version }),
        ),
      ),
    "Stage changed",
    reload,
  );
  return (
    <section className={card} aria-labelledby="stage-title">
      <h2 id="stage-title" className="font-sans text-lg font-semibold">
        Stage
      </h2>
      <p className="mt-1">
        Now: <Badge tone="accent">{JOB_STAGE_LABELS[job.stage]}</Badge>
      </p>
      <form
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          move.run({ stage, notifyCustomer: always || tell });
        }}
      >
        <SelectField
          name="stage"
          label="Move to"
          value={stage}
          onChange={(e) => setStage(e.target.value as JobStage)}
          options={JOB_STAGES.filter((s) => s !== job.stage).map((s) => ({
            value: s,
            label: JOB_STAGE_LABELS[s],
          }))}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={always || tell}
            disabled={always}
            onChange={(e) => setTell(e.target.checked)}
          />
          Email the customer
          {always ? <span className="text-muted">(always, for this stage)</span> : null}
        </label>
        <Button type="submit" disabled={move.busy || stage === job.stage}>
          {move.busy ? "Moving..." : `Move to ${JOB_STAGE_LABELS[stage]}`}
        </Button>
      </form>
    </section>
  );
}

function PaymentsCard({
  job,
  reload,
  onlinePayments,
}: {
  job: Job;
  reload: () => Promise<void>;
  onlinePayments: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const pay = useJobChange(
    job,
    (body: { amountCents: number; method: string; note?: string }) =>
      answerOf(
        adminApi.admin.jobs[":id"].payments.$post(
          { param: { id: String(job.id) } },
          withJson(body),
        ),
      ),
    "Payment recorded",
    reload,
  );
  // An online payment already refunded has a refund recorded under "refund-<its id>".
  const refunded = new Set(
    job.payments.flatMap((p) =>
      p.externalId?.startsWith("refund-") ? [p.externalId.slice(7)] : [],
    ),
  );
  return (
    <section className={card} aria-labelledby="payments-title">
      <h2 id="payments-title" className="font-sans text-lg font-semibold">
        Payments
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted">Total</dt>
          <dd className="font-semibold tabular-nums">{formatCents(job.totalCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">Paid</dt>
          <dd className="font-semibold tabular-nums">
            {formatCents(job.totalCents - job.balanceCents)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{job.balanceCents < 0 ? "Overpaid" : "Balance"}</dt>
          <dd
            className={`font-semibold tabular-nums ${job.balanceCents === 0 ? "text-success" : "text-danger"}`}
          >
            {formatCents(Math.abs(job.balanceCents))}
          </dd>
        </div>
      </dl>
      {job.balanceCents < 0 ? (
        <p className="mt-2 text-sm text-danger" role="status">
          The customer has paid {formatCents(-job.balanceCents)} more than the job costs. Refund the
          difference{onlinePayments ? " from the online payment below" : ""}, or raise the price if
          the work grew.
        </p>
      ) : null}
      {job.payments.length ? (
        <ul className="mt-3 divide-y divide-line text-sm">
          {job.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                {formatCalendarDay(p.paidOn)} · {PAYMENT_METHOD_LABELS[p.method]}
                {p.note ? ` · ${p.note}` : ""}
              </span>
              <span className="flex items-center gap-2 tabular-nums">
                {formatCents(p.amountCents)}
                {onlinePayments &&
                p.method === "card-online" &&
                p.externalId &&
                p.amountCents > 0 &&
                !refunded.has(p.externalId) ? (
                  <RefundButton jobId={job.id} payment={p} onDone={reload} />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">No payments yet.</p>
      )}
      {job.balanceCents > 0 ? (
        <form
          className="mt-4 grid gap-3 sm:grid-cols-3"
          onSubmit={async (e) => {
            e.preventDefault();
            const element = e.currentTarget;
            const form = new FormData(element);
            const cents = parseDollars(String(form.get("amount") ?? ""));
            if (cents === null || cents === 0)
              return setError("Type the amount in dollars, e.g. 80 or 80.50.");
            setError(null);
            const note = String(form.get("note") ?? "").trim();
            const done = await pay.run({
              amountCents: cents,
              method: String(form.get("method")),
              ...(note ? { note } : {}),
            });
            if (done) element.reset();
          }}
        >
          <InputField
            name="amount"
            label="Amount ($)"
            inputMode="decimal"
            error={error ?? undefined}
          />
          <SelectField
            name="method"
            label="Method"
            options={OWNER_PAYMENT_METHODS.map((m) => ({
              value: m,
              label: PAYMENT_METHOD_LABELS[m],
            }))}
          />
          <InputField name="note" label="Note" optional maxLength={200} placeholder="Deposit" />
          <div className="sm:col-span-3">
            <Button type="submit" disabled={pay.busy}>
              {pay.busy ? "Recording..." : "Record payment"}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

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
        <StageCard job={job} reload={reload} />
        <PaymentsCard job={job} reload={reload} onlinePayments={onlinePayments} />
      </div>
      <JobMargin job={job} />
      <section className={card} aria-labelledby="pieces-title">
        <h2 id="pieces-title" className="font-sans text-lg font-semibold">
          Pieces
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {job.pieces.map((p) => (
            <li key={p.id} className="rounded-md border border-line p-3">
              <FramePreview
                design={p.design}
                label={`Drawing of ${p.description}`}
                className="mx-auto max-h-56 w-auto"
              />
              <p className="mt-2 font-medium">{p.description}</p>
              <p className="text-sm text-muted">{describeDesign(p.design)}</p>
              <p className="mt-1 text-sm tabular-nums">
                {formatCents(p.priceCents)}
                {p.estimateCents !== null && p.estimateCents !== p.priceCents
                  ? ` (estimate ${formatCents(p.estimateCents)})`
                  : ""}
              </p>
            </li>
          ))}
        </ul>
      </section>
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
