// One quote request for the owner: the stored design drawn small, its sizes and choices, the
// estimate the visitor saw, photos (click to enlarge), a reply with a price, and won/lost.

import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { adminApi, answerOf, serverMessage, withJson } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { describeDesign, snapshotDimensions } from "~/lib/frame-design";
import { formatInches } from "~/lib/frame-estimate";
import { parseDollars } from "~/lib/jobs";
import { quoteReplyEmail } from "~/lib/quote-reply-email";
import { quoteReplySchema } from "~/lib/quote-schema";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import type { QuoteStatus } from "~/lib/statuses";
import { toIssues } from "~/lib/validation-issues";
import type { OwnerQuote } from "~worker/services/owner-quotes";
import { FramePreview } from "../frame-designer/FramePreview";
import { Badge, type BadgeTone } from "../ui/badge";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { InputField, TextareaField } from "../ui/field";
import { ReachLinks } from "./AdminList";
import { EmailStatusBadge } from "./EmailStatus";
import { useAdminMutation } from "./useAdminMutation";
import { useAdminQuery } from "./useAdminQuery";

const STATUS: Record<QuoteStatus, { label: string; tone: BadgeTone }> = {
  new: { label: "New", tone: "warning" },
  replied: { label: "Replied", tone: "accent" },
  won: { label: "Won", tone: "success" },
  lost: { label: "Lost", tone: "danger" },
};

const REPLY_FIELDS = ["price", "message"] as const;

const size = (w: number, h: number) => `${formatInches(w)} × ${formatInches(h)} in`;

// The email exactly as the customer will get it: the same builder as the service
// (docs/decisions/0054-quote-reply-preview.md).
function ReplyPreview({
  quote,
  price,
  message,
}: {
  quote: OwnerQuote;
  price: string;
  message: string;
}) {
  const dollars = Number(price);
  // The signature as the server will write it: the shop's saved facts.
  const shop = useAdminQuery("shop", () => answerOf(adminApi.admin.shop.$get()));
  // The link line as it will be sent: a deposit is asked for only with online payments on.
  const till = useAdminQuery("job-settings", () => answerOf(adminApi.admin.jobs.settings.$get()));
  const email = quoteReplyEmail(
    quote,
    Number.isInteger(dollars) && dollars > 0 ? dollars : 0,
    message,
    shop.data?.facts ?? DEFAULT_SHOP_FACTS,
    quote.approvalUrl ?? "(the quote's private page, linked when you send)",
    till.data?.onlinePayments.enabled ?? false,
  );
  return (
    <section aria-label="The email as it will be sent" className="sm:col-span-2">
      <p className="text-sm font-medium text-ink">The email as it will be sent</p>
      <div
        className="mt-1 rounded-md border border-line bg-ground p-3 text-sm"
        data-testid="reply-preview"
      >
        <p className="text-muted">
          To: {quote.email}
          <br />
          Subject: {email.subject}
        </p>
        <p className="mt-2 whitespace-pre-line break-words text-ink">{email.text}</p>
      </div>
    </section>
  );
}

export function QuoteCard({ quote, onChanged }: { quote: OwnerQuote; onChanged: () => void }) {
  const d = quote.design;
  const { outer } = snapshotDimensions(d);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const [creatingJob, setCreatingJob] = useState(false);
  const [jobPrice, setJobPrice] = useState("");
  // The reply as typed, for the preview of the whole email below the form. The greeting is in
  // the text the owner edits, so nothing is added out of sight.
  const [draft, setDraft] = useState(() => ({
    price: String(quote.replyPrice ?? quote.estimateHigh),
    message: `Hello ${quote.name},\n\nThank you for your design. We can make it for the price below; bring the piece in and we'll confirm the details.`,
  }));
  const status = STATUS[quote.status];
  const idPrefix = `quote-${quote.id}-`;
  const navigate = useNavigate();

  const param = { id: String(quote.id) };
  const sendReply = useAdminMutation(
    (body: { price: number; message: string }) =>
      answerOf(adminApi.admin.quotes[":id"].reply.$post({ param }, withJson(body))),
    {
      success: { title: `Reply emailed to ${quote.email}` },
      failure: { title: "Error" },
      onSuccess: onChanged,
      fields: REPLY_FIELDS,
      idPrefix,
    },
  );
  const setOutcome = useAdminMutation(
    (status: "won" | "lost") =>
      answerOf(adminApi.admin.quotes[":id"].$patch({ param }, withJson({ status }))),
    {
      success: (_answer, status) => ({ title: `Quote marked ${status}` }),
      failure: { title: "Error" },
      onSuccess: onChanged,
    },
  );
  const busy = sendReply.busy || setOutcome.busy || creatingJob;

  // Checked first with the API's own schema, so the owner sees the same words either way.
  async function reply(form: HTMLFormElement) {
    const values = new FormData(form);
    const input = { price: Number(values.get("price")), message: values.get("message") ?? "" };
    const parsed = quoteReplySchema.safeParse(input);
    if (!parsed.success) {
      sendReply.showIssues(toIssues(parsed.error), { price: 0, message: "" });
      return;
    }
    await sendReply.run(parsed.data);
  }

  // A job from this quote: its customer, design and replied price (or the price typed here when
  // nobody replied with one); an existing one opens.
  async function createJob() {
    const priceCents = quote.replyPrice === null ? parseDollars(jobPrice) : undefined;
    if (priceCents === null) {
      toast.error("Job not created", {
        description: "Nobody has priced this quote yet: type the job's price in dollars.",
      });
      return;
    }
    setCreatingJob(true);
    try {
      const made = await answerOf(
        adminApi.admin.jobs.$post(
          {},
          withJson({ quoteId: quote.id, ...(priceCents !== undefined ? { priceCents } : {}) }),
        ),
      );
      navigate(`/admin/jobs/${made.id}`);
    } catch (err) {
      const existing = (err as { body?: { id?: number } }).body?.id;
      if (existing) navigate(`/admin/jobs/${existing}`);
      else toast.error("Job not created", { description: serverMessage(err) ?? String(err) });
    } finally {
      setCreatingJob(false);
    }
  }

  const outcome = (value: "won" | "lost") => setOutcome.run(value);

  return (
    <li
      id={`quote-${quote.id}`}
      className="scroll-mt-24 rounded-lg border border-line bg-surface p-5 target:ring-2 target:ring-accent"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-sans text-lg font-semibold">{quote.name}</h2>
          <p className="text-sm text-muted">
            Requested <time dateTime={quote.createdAt}>{formatDateTime(quote.createdAt)}</time>
          </p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <ReachLinks email={quote.email} phone={quote.phone} />

      <div className="mt-4 grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div className="flex h-40 items-center justify-center rounded-md bg-ground p-3">
          <FramePreview
            design={d}
            // The visitor's preview photo (sent first) where they placed it in the opening.
            photo={
              d.photoCrop && quote.photos[0] ? { ...quote.photos[0], crop: d.photoCrop } : undefined
            }
            label={`Design: ${describeDesign(d)}`}
            className="h-full w-full drop-shadow-md"
          />
        </div>
        <dl className="grid content-start gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Item term="Piece" value={size(d.widthInches, d.heightInches)} />
          <Item term="Outer size" value={size(outer.width, outer.height)} />
          <Item
            term="Moulding"
            value={`${d.moulding.name} (${d.moulding.finish}, ${formatInches(d.moulding.profileWidthInches)} in)`}
          />
          <Item
            term="Mat"
            value={
              d.mat
                ? `${d.mat.inner ? `Double: ${d.mat.name} over ${d.mat.inner.name}` : d.mat.name}, ${formatInches(d.mat.widthInches)} in`
                : "None"
            }
          />
          <Item term="Glazing" value={d.glazing.name} />
          <Item term="Estimate shown" value={`$${quote.estimateLow}-$${quote.estimateHigh}`} />
        </dl>
      </div>

      <p className="mt-4 whitespace-pre-line rounded-md bg-ground p-3 text-sm">{quote.message}</p>

      {quote.photos.length ? (
        <ul className="mt-4 flex flex-wrap gap-3" aria-label="Photos of the piece">
          {quote.photos.map((photo, i) => (
            <li key={photo.url}>
              <button
                type="button"
                onClick={() => setEnlarged(i)}
                className="block overflow-hidden rounded-md border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                <img
                  src={photo.url}
                  alt={`Enlarge view ${i + 1} of the piece from ${quote.name}`}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  className="size-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog open={enlarged !== null} onOpenChange={(open) => !open && setEnlarged(null)}>
        {enlarged !== null ? (
          <DialogContent title={`Photo ${enlarged + 1} from ${quote.name}`}>
            <img
              src={quote.photos[enlarged].url}
              alt={`View ${enlarged + 1} of the piece from ${quote.name}`}
              width={quote.photos[enlarged].width}
              height={quote.photos[enlarged].height}
              className="mx-auto max-h-[70vh] w-auto object-contain"
            />
          </DialogContent>
        ) : null}
      </Dialog>

      {quote.replyPrice !== null ? (
        <div className="mt-4 rounded-md border border-line p-3 text-sm">
          <p className="font-medium">
            Replied ${quote.replyPrice}
            {quote.repliedAt ? (
              <>
                {" on "}
                <time dateTime={quote.repliedAt}>{formatDateTime(quote.repliedAt)}</time>
              </>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-line text-muted">{quote.replyMessage}</p>
          {quote.replyEmail ? (
            <p className="mt-2">
              <EmailStatusBadge
                id={quote.replyEmail.id}
                status={quote.replyEmail.status}
                lastError={quote.replyEmail.lastError}
                onChanged={onChanged}
              />
            </p>
          ) : null}
          {quote.approvalUrl ? (
            <p className="mt-2">
              <a
                href={quote.approvalUrl}
                target="_blank"
                rel="noopener"
                className="text-accent underline underline-offset-2"
              >
                Customer's quote page<span className="sr-only"> (opens in a new tab)</span>
              </a>{" "}
              <span className="text-muted">: where they approve it or book a drop-off.</span>
            </p>
          ) : null}
        </div>
      ) : null}

      <details className="mt-4 group" open={quote.status === "new"}>
        <summary className="cursor-pointer text-sm font-medium text-accent-hover">
          {quote.replyPrice === null ? "Reply with a price" : "Send another reply"}
        </summary>
        <form
          ref={sendReply.formRef}
          className="mt-3 grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void reply(e.currentTarget);
          }}
        >
          <InputField
            idPrefix={idPrefix}
            name="price"
            label="Price ($)"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={draft.price}
            onChange={(e) => {
              // Read now: React clears currentTarget before a deferred updater runs.
              const price = e.currentTarget.value;
              setDraft((d) => ({ ...d, price }));
            }}
            error={sendReply.errors.price}
          />
          <TextareaField
            idPrefix={idPrefix}
            name="message"
            label="Message to the customer"
            rows={5}
            maxLength={5000}
            value={draft.message}
            onChange={(e) => {
              const message = e.currentTarget.value;
              setDraft((d) => ({ ...d, message }));
            }}
            error={sendReply.errors.message}
          />
          <ReplyPreview quote={quote} price={draft.price} message={draft.message} />
          <div className="sm:col-span-2">
            <Button type="submit" size="sm" disabled={busy}>
              {sendReply.busy ? "Sending..." : "Email reply"}
            </Button>
          </div>
        </form>
      </details>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="green"
          size="sm"
          disabled={busy || quote.status === "won"}
          onClick={() => outcome("won")}
        >
          {setOutcome.running === "won" ? "Saving..." : "Mark won"}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || quote.status === "lost"}
          onClick={() => outcome("lost")}
        >
          {setOutcome.running === "lost" ? "Saving..." : "Mark lost"}
        </Button>
        {quote.status === "won" && quote.replyPrice === null ? (
          <label className="flex items-center gap-2 text-sm">
            Job price ($)
            <input
              className="min-h-11 w-28 rounded-md border border-line bg-surface px-3"
              inputMode="decimal"
              value={jobPrice}
              placeholder={String(quote.estimateHigh)}
              onChange={(e) => setJobPrice(e.target.value)}
            />
          </label>
        ) : null}
        {quote.status === "won" ? (
          <Button size="sm" disabled={busy} onClick={createJob}>
            {creatingJob ? "Creating..." : "Create job"}
          </Button>
        ) : null}
      </div>
      {quote.status === "won" ? (
        <p className="mt-2 text-sm text-muted">
          Next step: make it a job, with this design, the customer and your price.
        </p>
      ) : null}
    </li>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="inline font-medium">{term}: </dt>
      <dd className="inline">{value}</dd>
    </div>
  );
}
