// A job (work order): the stages a piece moves through after the customer's yes, the ways a
// payment is taken, and the money rules. Shared by the Worker, the owner's screens, the customer's
// status page and the tests (docs/decisions/0030-jobs.md). No zod here: screens import it.

import type { JobStage } from "./statuses";

/** The board's columns in the order work moves; the other stages are shown apart. */
export const WORKFLOW_STAGES = [
  "awaiting_dropoff",
  "received",
  "materials_ordered",
  "in_production",
  "ready",
  "picked_up",
] as const satisfies readonly JobStage[];
export const SIDE_STAGES = ["on_hold", "cancelled"] as const satisfies readonly JobStage[];

export const JOB_STAGE_LABELS: Record<JobStage, string> = {
  awaiting_dropoff: "Waiting for drop-off",
  received: "Received",
  materials_ordered: "Materials ordered",
  in_production: "In production",
  ready: "Ready for pickup",
  picked_up: "Picked up",
  on_hold: "On hold",
  cancelled: "Cancelled",
};

/** What the customer reads on the status page for each stage. */
export const JOB_STAGE_FOR_CUSTOMER: Record<JobStage, string> = {
  awaiting_dropoff: "Bring your piece to the shop: we start as soon as we have it.",
  received: "We have your piece and your design.",
  materials_ordered: "The moulding, mat and glass for your frame are on order.",
  in_production: "Your frame is being made in our workshop.",
  ready: "Your framed piece is ready for you to pick up.",
  picked_up: "Picked up. Thank you for framing with us!",
  on_hold: "Your order is on hold. We will be in touch, or call us.",
  cancelled: "This order was cancelled.",
};

/** A job still in the shop: not picked up, not cancelled. */
export const OPEN_STAGES = [
  "awaiting_dropoff",
  "received",
  "materials_ordered",
  "in_production",
  "ready",
  "on_hold",
] as const satisfies readonly JobStage[];
/** A job the shop is done with: its customer may be erased (its amounts stay for the books). */
export const CLOSED_JOB_STAGES = ["picked_up", "cancelled"] as const satisfies readonly JobStage[];
export const isOpenStage = (stage: JobStage) =>
  (OPEN_STAGES as readonly JobStage[]).includes(stage);

export const PAYMENT_METHODS = ["cash", "card", "check", "other", "card-online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What the owner records by hand; card-online comes only from the payment service. */
export const OWNER_PAYMENT_METHODS = ["cash", "card", "check", "other"] as const;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  // Apart from "Card (online)": the shop's own terminal at the counter.
  card: "Card (in the shop)",
  check: "Check",
  other: "Other",
  "card-online": "Card (online)",
};

/** The default due date is this many days after the job is made (the owner's lead time setting). */
export const DEFAULT_LEAD_DAYS = 14;
/** A rush job's lead time, shorter (the owner's setting beside the lead time). */
export const DEFAULT_RUSH_LEAD_DAYS = 5;
export const MAX_LEAD_DAYS = 120;
// Bounds on the shop's clock, checked when the owner sends a date (./job-schema.ts): a due date
// within two years, a payment dated today or within the last year.
export const MAX_DUE_DAYS = 730;
export const MAX_PAYMENT_AGE_DAYS = 365;
/** The deposit asked online when a customer approves a quote, as a share of the price replied. */
export const DEFAULT_DEPOSIT_PERCENT = 50;

/** Pickup reminders after this many days in Ready for pickup; after the last, Today lists it. */
export const PICKUP_REMINDER_DAYS = [3, 10, 30] as const;

export const MAX_PIECES = 20;
/** Photos kept with one job (intake condition, details): the Worker's copies, owner-only. */
export const MAX_JOB_PHOTOS = 12;
/** The copy kept of a job photo: big enough to see a scratch on a phone or a laptop. */
export const JOB_PHOTO_SIZE = { shortSide: Number.POSITIVE_INFINITY, longSide: 1600 } as const;
export const MAX_JOB_CENTS = 10_000_000; // $100,000: more is a typo.

/** "$1,234.50": money to the cent, as the owner and the customer read it. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Cents from what the owner types as dollars ("195", "$1,234.50", "12.5"); null when it is not
 * an amount of dollars and cents.
 */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The stage after `stage` on the workshop's path, if there is one. */
export function nextStage(stage: JobStage): JobStage | undefined {
  const i = (WORKFLOW_STAGES as readonly JobStage[]).indexOf(stage);
  return i >= 0 ? WORKFLOW_STAGES[i + 1] : stage === "on_hold" ? "in_production" : undefined;
}

/** Stages whose move always emails the customer (the rest only when the owner asks). */
export const ALWAYS_EMAILED_STAGES: readonly JobStage[] = ["ready", "picked_up"];
