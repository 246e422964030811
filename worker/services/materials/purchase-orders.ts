// Purchase orders (docs/decisions/0099-materials-and-frame-order.md): the owner places the frame
// order of one vendor; the order, its number, its lines, the jobs' move to Materials ordered, the
// vendor's email and (when ticked) the customers' emails are one D1 batch. Placing twice at once
// makes one order. Then the lines are received as they arrive.
import type { BatchItem } from "drizzle-orm/batch";
import { JOB_STAGE_LABELS } from "~/lib/jobs";
import { placeOrderSchema, receiveSchema } from "~/lib/materials-schema";
import { shopDay } from "~/lib/shop-time";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import { findJob, historyIfChanged, jobParts } from "~db/repositories/jobs";
import {
  findPurchaseOrder,
  latestOrderNumber,
  listPurchaseOrders,
  markMaterialsOrdered,
  orderIdOfMarker,
  placeOrderStatements,
  receiveLines,
} from "~db/repositories/purchase-orders";
import { findVendor } from "~db/repositories/vendors";
import { jobStageEmail } from "../jobs/emails";
import { jobTotals } from "../jobs/money";
import { type JobsEnv, statusUrl } from "../jobs/owner-job";
import { dispatchEmails, type EmailDraft, recordEmailStatements, recordedIds } from "../outbox";
import { randomToken } from "../private-link";
import { shopFacts } from "../shop";
import { currentFrameOrder } from "./frame-order";
import { purchaseOrderEmail } from "./order-email";

export type PurchaseOrderDetail = NonNullable<Awaited<ReturnType<typeof findPurchaseOrder>>>;

export type PlaceOrderResult =
  | { status: "placed"; order: PurchaseOrderDetail }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "nothing-to-order"; error: string };

const invalidVendor = (message: string): PlaceOrderResult => ({
  status: "invalid",
  issues: [{ path: "vendorId", message }],
});

async function customerEmails(env: JobsEnv, jobIds: number[]) {
  const db = database(env.DB);
  const shop = await shopFacts(env);
  const emails = new Map<number, EmailDraft[]>();
  for (const id of jobIds) {
    const job = await findJob(db, id);
    if (job?.stage !== "received" || !job.customerEmail) continue;
    const { pieces, payments } = await jobParts(db, id);
    const facts = {
      number: job.number,
      customerName: job.customerName,
      customerEmail: job.customerEmail,
      dueDate: job.dueDate,
      pieces,
      balanceCents: jobTotals(job, payments).balanceCents,
      shop,
    };
    emails.set(id, [jobStageEmail(facts, "materials_ordered", await statusUrl(env, job.linkSalt))]);
  }
  return emails;
}

/** Places the frame order of one vendor as a purchase order. */
export async function placeOrder(
  env: JobsEnv,
  input: unknown,
  { createdBy = null, now = new Date() }: { createdBy?: string | null; now?: Date } = {},
): Promise<PlaceOrderResult> {
  const parsed = placeOrderSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { vendorId, notifyCustomers = false } = parsed.data;
  const db = database(env.DB);
  const vendor = await findVendor(db, vendorId);
  if (!vendor) return invalidVendor("No vendor with that id.");
  if (vendor.retiredAt) return invalidVendor(`${vendor.name} is retired: it takes no orders.`);
  const order = (await currentFrameOrder(db)).vendors.find((v) => v.vendorId === vendorId);
  const nothing = {
    status: "nothing-to-order" as const,
    error: `Nothing to order from ${vendor.name}: no job waiting for materials needs anything of theirs.`,
  };
  if (!order?.lines.length) return nothing;

  const marker = `PO-PENDING-${randomToken()}`;
  const year = Number(shopDay(now).slice(0, 4));
  const jobIds = [...new Set(order.lines.flatMap((l) => l.jobIds))];
  const toCustomers = notifyCustomers ? await customerEmails(env, jobIds) : new Map();
  const { insertOrder, counter, lines, number } = placeOrderStatements(
    db,
    {
      vendorId,
      vendorName: vendor.name,
      orderEmail: vendor.orderEmail,
      accountNumber: vendor.accountNumber,
      totalCostCents: order.totalCostCents,
      notifyCustomers,
      createdBy,
      lines: order.lines,
    },
    marker,
    year,
  );
  const emailStatements: number[] = [];
  const statements: BatchItem<"sqlite">[] = [insertOrder, counter];
  const record = (items: BatchItem<"sqlite">[]) => {
    for (const item of items) emailStatements.push(statements.push(item) - 1);
  };
  record(
    recordEmailStatements(
      db,
      [purchaseOrderEmail(order, order.lines, await shopFacts(env))],
      { kind: "purchase_order", id: orderIdOfMarker(marker) },
      // Right after the counter: recorded only when the order went in; its number filled in.
      { onlyIfChanged: true, fill: { number: latestOrderNumber(year) } },
    ),
  );
  statements.push(...lines);
  for (const jobId of jobIds) {
    statements.push(
      markMaterialsOrdered(db, jobId, marker),
      historyIfChanged(db, jobId, {
        kind: "stage",
        fromStage: "received",
        toStage: "materials_ordered",
        summary: `${JOB_STAGE_LABELS.received} → ${JOB_STAGE_LABELS.materials_ordered}: ordered from ${vendor.name}${toCustomers.has(jobId) ? " (customer emailed)" : ""}`,
      }),
    );
    record(
      recordEmailStatements(
        db,
        toCustomers.get(jobId) ?? [],
        { kind: "job", id: jobId },
        { onlyIfChanged: true },
      ),
    );
  }
  statements.push(number);
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const [placed] = results[results.length - 1] as Array<{ id: number; number: string }>;
  // Another call placed these jobs' order first: this one changed nothing.
  if (!placed) return nothing;
  await dispatchEmails(env, recordedIds(emailStatements.map((i) => results[i])));
  return {
    status: "placed",
    order: (await findPurchaseOrder(db, placed.id)) as PurchaseOrderDetail,
  };
}

export async function purchaseOrdersForOwner(env: Pick<Env, "DB">) {
  return listPurchaseOrders(database(env.DB));
}

export async function purchaseOrderForOwner(env: Pick<Env, "DB">, id: number) {
  return findPurchaseOrder(database(env.DB), id);
}

export type ReceiveResult =
  | { status: "received"; order: PurchaseOrderDetail; received: number }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" };

/** Lines of an order arrived (every line when none is named); each keeps when and who. */
export async function receiveOrder(
  env: Pick<Env, "DB">,
  id: number,
  input: unknown,
  { receivedBy = null }: { receivedBy?: string | null } = {},
): Promise<ReceiveResult> {
  const parsed = receiveSchema.safeParse(input ?? {});
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const db = database(env.DB);
  const order = await findPurchaseOrder(db, id);
  if (!order) return { status: "not-found" };
  const named = parsed.data.lines ?? null;
  const unknown = named?.filter((lineId) => !order.lines.some((l) => l.id === lineId)) ?? [];
  if (unknown.length)
    return {
      status: "invalid",
      issues: [{ path: "lines", message: `Not a line of ${order.number}: ${unknown.join(", ")}.` }],
    };
  const changed = await receiveLines(db, id, named, receivedBy);
  return {
    status: "received",
    received: changed.length,
    order: (await findPurchaseOrder(db, id)) as PurchaseOrderDetail,
  };
}
