// Refund of an online card payment from the job: asks for the reason (kept with the refund),
// then Stripe returns the money and the job records it as a negative payment.
import { useState } from "react";
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatCents } from "~/lib/jobs";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { InputField } from "../../ui/field";
import { useAdminMutation } from "../useAdminMutation";

export function RefundButton({
  jobId,
  payment,
  onDone,
}: {
  jobId: number;
  payment: { id: number; amountCents: number };
  onDone: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const refund = useAdminMutation(
    (input: { reason: string }) =>
      answerOf(
        adminApi.admin.jobs[":id"].payments[":paymentId"].refund.$post(
          { param: { id: String(jobId), paymentId: String(payment.id) } },
          withJson(input),
        ),
      ),
    {
      success: {
        title: "Refunded",
        description: `${formatCents(payment.amountCents)} back to the card.`,
      },
      failure: { title: "Not refunded" },
      onSuccess: async () => {
        setOpen(false);
        await onDone();
      },
    },
  );
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Refund<span className="sr-only"> {formatCents(payment.amountCents)}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Refund ${formatCents(payment.amountCents)}?`}
        confirmLabel="Refund to the card"
        workingLabel="Refunding..."
        disabled={refund.busy}
        confirmDisabled={!reason.trim()}
        onConfirm={() => void refund.run({ reason })}
        onDismiss={() => setOpen(false)}
      >
        <p>The whole payment goes back to the customer's card through Stripe.</p>
        <div className="mt-3">
          <InputField
            name="reason"
            idPrefix={`refund-${payment.id}-`}
            label="Why"
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
