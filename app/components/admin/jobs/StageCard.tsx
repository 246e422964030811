// Where the job is and moving it on, telling the customer when asked. Picked up settles the money
// (docs/decisions/0097-receipts-and-refunds.md): with a balance owing, the owner takes the payment
// first or leaves it owing on purpose. The parent keys this card by the job's version, so after
// every move it starts again from the job as it now is.
import { useState } from "react";
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import { ALWAYS_EMAILED_STAGES, formatCents, JOB_STAGE_LABELS, nextStage } from "~/lib/jobs";
import { JOB_STAGES, type JobStage } from "~/lib/statuses";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { InputField, SelectField } from "../../ui/field";
import { card, type Job, useJobChange } from "./use-job-change";

export function StageCard({
  job,
  reload,
  onTakePayment,
}: {
  job: Job;
  reload: () => Promise<void>;
  /** Sends the owner to the payment form with the balance filled in. */
  onTakePayment: () => void;
}) {
  const [stage, setStage] = useState<JobStage>(nextStage(job.stage) ?? job.stage);
  const [tell, setTell] = useState(false);
  const [askOwing, setAskOwing] = useState(false);
  const always = ALWAYS_EMAILED_STAGES.includes(stage);
  const move = useJobChange(
    job,
    (input: {
      stage: JobStage;
      notifyCustomer: boolean;
      leaveBalanceOwing?: boolean;
      holdReason?: string;
    }) =>
      answerOf(
        adminApi.admin.jobs[":id"].stage.$post(
          { param: { id: String(job.id) } },
          withJson({ ...input, version: job.version }),
        ),
      ),
    "Stage changed",
    reload,
  );
  const owing = stage === "picked_up" && job.balanceCents > 0;
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
          if (owing) return setAskOwing(true);
          const reason = String(new FormData(e.currentTarget).get("holdReason") ?? "").trim();
          move.run({
            stage,
            notifyCustomer: always || tell,
            ...(stage === "on_hold" && reason ? { holdReason: reason } : {}),
          });
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
        {stage === "on_hold" ? (
          <InputField
            name="holdReason"
            label="Why (the customer reads it)"
            optional
            maxLength={200}
            placeholder="Waiting for the moulding to come back in stock"
          />
        ) : null}
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
        {owing ? (
          <p className="text-sm text-danger">
            {`${formatCents(job.balanceCents)} is still owed. Take the payment before pickup.`}
          </p>
        ) : null}
        <Button type="submit" disabled={move.busy || stage === job.stage}>
          {move.busy ? "Moving..." : `Move to ${JOB_STAGE_LABELS[stage]}`}
        </Button>
      </form>
      <ConfirmDialog
        open={askOwing}
        title={`${formatCents(job.balanceCents)} is still owed`}
        confirmLabel="Picked up, leave it owing"
        workingLabel="Moving..."
        disabled={move.busy}
        onDismiss={() => setAskOwing(false)}
        onConfirm={async () => {
          await move.run({ stage, notifyCustomer: true, leaveBalanceOwing: true });
          setAskOwing(false);
        }}
      >
        <p>
          The customer still owes {formatCents(job.balanceCents)} on job {job.number}. Take the
          payment now, or let them leave it owing: the job then counts among the money owed to the
          shop, and its history says it was your choice.
        </p>
        <Button
          className="mt-4"
          variant="secondary"
          onClick={() => {
            setAskOwing(false);
            onTakePayment();
          }}
        >
          Take the payment first
        </Button>
      </ConfirmDialog>
    </section>
  );
}
