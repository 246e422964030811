// The job's framed pieces, each drawn to scale, and the owner's changes to them: the words, the
// design (a Navy inner mat after a reply) and the price, which re-prices the job and redraws it
// on the ticket and the customer's page. A price the catalogue set is an estimate until the owner
// confirms it (docs/decisions/0030-jobs.md).
import { useRef, useState } from "react";
import { toast } from "sonner";
import { ApiRequestError, adminApi, answerOf, serverMessage, withJson } from "~/lib/admin-api";
import { describeDesign, designInputOf, type FrameCatalogue } from "~/lib/frame-design";
import { formatCents } from "~/lib/jobs";
import { FramePreview } from "../../frame-designer/FramePreview";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { useAdminQuery } from "../useAdminQuery";
import { focusFirstInvalid, issuesByField, PieceFields, readPiece } from "./piece-fields";
import { card, type Job, useJobChange } from "./use-job-change";

type PieceBody = ReturnType<typeof readPiece>;

/** The pieces as the API takes them back, unchanged but for `change`. */
const piecesBody = (job: Job, change?: { index: number; piece: PieceBody }) =>
  job.pieces.map((p, i) =>
    change && change.index === i
      ? change.piece
      : {
          description: p.description,
          design: designInputOf(p.design),
          priceCents: p.priceCents,
          taxable: p.taxable,
        },
  );

function PieceEditor({
  job,
  index,
  catalogue,
  onDone,
  reload,
}: {
  job: Job;
  index: number;
  catalogue: FrameCatalogue;
  onDone: () => void;
  reload: () => Promise<void>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const piece = job.pieces[index];
  async function submit(form: HTMLFormElement) {
    const problems: Record<string, string> = {};
    const read = readPiece(new FormData(form), index, problems);
    if (Object.keys(problems).length) {
      setErrors(problems);
      return focusFirstInvalid(formRef.current, problems);
    }
    // The customer's placed photo stays where they put it.
    const crop = piece.design.photoCrop;
    const pieces = piecesBody(job, {
      index,
      piece: { ...read, design: { ...read.design, ...(crop ? { photoCrop: crop } : {}) } },
    });
    setBusy(true);
    try {
      await answerOf(
        adminApi.admin.jobs[":id"].$patch(
          { param: { id: String(job.id) } },
          withJson({ version: job.version, pieces }),
        ),
      );
      toast.success("Piece saved", { description: `Job ${job.number}` });
      onDone();
      await reload();
    } catch (err) {
      const issues = err instanceof ApiRequestError ? err.issues : [];
      // Changed in another tab: show what is true now.
      if (err instanceof ApiRequestError && err.status === 409) await reload();
      const found = issuesByField(issues);
      setErrors(found.byField);
      setGeneral(
        issues.length ? found.general : [serverMessage(err) ?? "Not saved. Please try again."],
      );
      requestAnimationFrame(() => focusFirstInvalid(formRef.current, found.byField));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      ref={formRef}
      noValidate
      className="mt-3 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit(e.currentTarget);
      }}
    >
      <PieceFields index={index} catalogue={catalogue} initial={piece} errors={errors} />
      {general.length ? <Alert size="sm">{general.join(" ")}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Saving..." : "Save piece"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function PiecesCard({ job, reload }: { job: Job; reload: () => Promise<void> }) {
  const catalogue = useAdminQuery("frames", () => answerOf(adminApi.frames.$get()));
  const frames = catalogue.data as FrameCatalogue | undefined;
  const [editing, setEditing] = useState<number | null>(null);
  const confirm = useJobChange(
    job,
    (pieces: ReturnType<typeof piecesBody>) =>
      answerOf(
        adminApi.admin.jobs[":id"].$patch(
          { param: { id: String(job.id) } },
          withJson({ version: job.version, pieces }),
        ),
      ),
    "Price confirmed",
    reload,
  );
  return (
    <section className={card} aria-labelledby="pieces-title">
      <h2 id="pieces-title" className="font-sans text-lg font-semibold">
        Pieces
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {job.pieces.map((p, i) => (
          <li key={p.id} className="rounded-md border border-line p-3">
            <FramePreview
              design={p.design}
              label={`Drawing of ${p.description}`}
              className="mx-auto max-h-56 w-auto"
            />
            <p className="mt-2 font-medium">{p.description}</p>
            <p className="text-sm text-muted">{describeDesign(p.design)}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm tabular-nums">
              {formatCents(p.priceCents)}
              {p.priceConfirmed ? null : <Badge tone="warning">Estimate</Badge>}
              {p.estimateCents !== null && p.estimateCents !== p.priceCents
                ? ` (catalogue ${formatCents(p.estimateCents)})`
                : ""}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {p.priceConfirmed ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={confirm.busy}
                  onClick={() => confirm.run(piecesBody(job))}
                >
                  {`Confirm ${formatCents(p.priceCents)}`}
                </Button>
              )}
              {frames && editing !== i ? (
                <Button size="sm" variant="ghost" onClick={() => setEditing(i)}>
                  Change<span className="sr-only"> piece {i + 1}</span>
                </Button>
              ) : null}
            </div>
            {frames && editing === i ? (
              <PieceEditor
                job={job}
                index={i}
                catalogue={frames}
                onDone={() => setEditing(null)}
                reload={reload}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
