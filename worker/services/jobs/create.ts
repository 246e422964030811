// Jobs (work orders), the owner's side (docs/decisions/0030-jobs.md): made from a quote, a booking
// or a walk-in; moved through the stages; paid; changed only from the version the owner read.
// Every change is kept in the job's history, and the customer's emails go out through the outbox
// in the same batch as the change.

import { designTitle } from "~/lib/frame-design";
import { newJobSchemaFor } from "~/lib/job-schema";
import { percentToThousandths } from "~/lib/money";
import { addDays, shopDay } from "~/lib/shop-time";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import { findAppointment } from "~db/repositories/appointments";
import {
  findJobByQuote,
  insertJobStatements,
  type NewExtra,
  type NewPiece,
  newJobId,
  newJobNumber,
} from "~db/repositories/jobs";
import { findQuote, updateQuote } from "~db/repositories/quotes";
import { dispatchEmails, type EmailDraft, recordEmailStatements, recordedIds } from "../outbox";
import { hashToken, randomToken } from "../private-link";
import { shopFacts } from "../shop";
import { jobCreatedEmail } from "./emails";
import { issue, piecesFromDesigns } from "./lines";
import { discountFromInput, extrasFromInput, moneyColumns } from "./money";
import { type JobsEnv, statusUrl } from "./owner-job";
import { getJobSettings } from "./settings";

export type CreateJobResult =
  | { status: "created"; id: number; number: string; statusUrl: string }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "exists"; id: number; number: string };

interface JobDraft {
  // No email: a walk-in known by phone only, who gets no emails.
  customer: { name: string; email: string | null; phone: string | null };
  pieces: NewPiece[];
  extras: NewExtra[];
  dueDate: string;
  rush: boolean;
  notes: string | null;
  quoteId: number | null;
  appointmentId: number | null;
}

/** Makes a job from a quote (its customer, design and price), a booking, or a walk-in. */
export async function createJob(
  env: JobsEnv,
  input: unknown,
  { now = new Date(), notifyCustomer = true }: { now?: Date; notifyCustomer?: boolean } = {},
): Promise<CreateJobResult> {
  const parsed = newJobSchemaFor(input).safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const db = database(env.DB);
  const today = shopDay(now);
  const settings = await getJobSettings(env);
  const defaultDue = addDays(today, settings.leadDays);
  const extras = extrasFromInput(parsed.data.extras ?? []);
  let draft: JobDraft;
  if ("quoteId" in parsed.data) {
    const quote = await findQuote(db, parsed.data.quoteId);
    if (!quote) return issue("quoteId", "No quote with that id.");
    const existing = await findJobByQuote(db, quote.id);
    if (existing) return { status: "exists", id: existing.id, number: existing.number };
    // The price the owner gives now, else the one replied; a quote nobody priced asks for one.
    const priceCents =
      parsed.data.priceCents ?? (quote.replyPrice !== null ? quote.replyPrice * 100 : null);
    if (priceCents === null)
      return issue(
        "priceCents",
        `Nobody has priced this quote yet (the visitor saw $${quote.estimateLow}-$${quote.estimateHigh}): give the job's price.`,
      );
    draft = {
      customer: { name: quote.name, email: quote.email, phone: quote.phone },
      pieces: [
        {
          // Named by its design; the owner can change the words on the job.
          description: designTitle(quote.design),
          design: quote.design,
          estimateCents: null,
          priceCents,
          taxable: true,
          priceConfirmed: true,
        },
      ],
      extras,
      dueDate: defaultDue,
      rush: false,
      notes: null,
      quoteId: quote.id,
      appointmentId: null,
    };
  } else {
    const d = parsed.data;
    if (d.appointmentId && !(await findAppointment(db, d.appointmentId)))
      return issue("appointmentId", "No booking with that id.");
    if (d.dueDate && d.dueDate < today)
      return issue("dueDate", "The due date cannot be before the job was made.");
    const priced = await piecesFromDesigns(env, d.pieces);
    if ("issues" in priced) return { status: "invalid", issues: priced.issues };
    draft = {
      customer: {
        name: d.customer.name,
        email: d.customer.email ?? null,
        phone: d.customer.phone ?? null,
      },
      pieces: priced.pieces,
      extras,
      // A rush job is due sooner: the rush lead time, unless the owner picked a date.
      dueDate: d.dueDate ?? (d.rush ? addDays(today, settings.rushLeadDays) : defaultDue),
      rush: d.rush ?? false,
      notes: d.notes ?? null,
      quoteId: null,
      appointmentId: d.appointmentId ?? null,
    };
  }

  // Priced at the shop's rate today; a later change of the rate leaves this job alone.
  const money = moneyColumns({
    pieces: draft.pieces,
    extras: draft.extras,
    discount: discountFromInput(parsed.data.discount),
    taxRateThousandths: percentToThousandths(settings.salesTaxPercent),
    taxLabel: settings.salesTaxLabel,
    taxExemptCertificate: parsed.data.taxExemptCertificate ?? null,
  });
  if ("issues" in money) return { status: "invalid", issues: money.issues };
  const linkSalt = randomToken();
  const url = await statusUrl(env, linkSalt);
  const tokenHash = await hashToken(url.slice(url.lastIndexOf("/") + 1));
  const statements = insertJobStatements(
    db,
    {
      ...money.columns,
      year: Number(today.slice(0, 4)),
      // A job from a quote waits for the piece; a walk-in's piece is on the counter.
      stage: draft.quoteId ? "awaiting_dropoff" : "received",
      customerName: draft.customer.name,
      customerEmail: draft.customer.email ?? "",
      customerPhone: draft.customer.phone,
      dueDate: draft.dueDate,
      rush: draft.rush,
      notes: draft.notes,
      quoteId: draft.quoteId,
      appointmentId: draft.appointmentId,
      linkSalt,
      statusTokenHash: tokenHash,
    },
    draft.pieces,
    draft.extras,
  );
  const emails: EmailDraft[] =
    notifyCustomer && draft.customer.email
      ? [
          jobCreatedEmail(
            {
              shop: await shopFacts(env),
              number: "{{number}}",
              customerName: draft.customer.name,
              customerEmail: draft.customer.email,
              dueDate: draft.dueDate,
              pieces: draft.pieces,
              balanceCents: money.columns.totalCents,
            },
            url,
            { bringThePiece: Boolean(draft.quoteId) },
          ),
        ]
      : [];
  const recorded = recordEmailStatements(
    db,
    emails,
    { kind: "job", id: newJobId(tokenHash) },
    { onlyIfChanged: false, fill: { number: newJobNumber(tokenHash) } },
  );
  // A job from a quote marks it won in the same batch.
  const won = draft.quoteId ? [updateQuote(db, draft.quoteId, { status: "won" })] : [];
  let results: unknown[];
  try {
    results = await db.batch([...statements, ...won, ...recorded]);
  } catch (err) {
    // The same quote made into a job twice at once: the unique index keeps one.
    if (draft.quoteId && /UNIQUE constraint failed: jobs\.quote_id/i.test(String(err))) {
      const existing = await findJobByQuote(db, draft.quoteId);
      if (existing) return { status: "exists", id: existing.id, number: existing.number };
    }
    throw err;
  }
  const [job] = results[1] as Array<{ id: number; number: string }>;
  await dispatchEmails(env, recordedIds(results.slice(statements.length + won.length)));
  return { status: "created", id: job.id, number: job.number, statusUrl: url };
}
