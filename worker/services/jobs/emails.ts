// What a job's emails say (docs/decisions/0030-jobs.md): each links the customer's status page.
// `{{number}}` is filled in by the batch that makes the job (the number is taken there).
import { business } from "~/content/business";
import type { EmailKind } from "~/lib/emails";
import { formatCents, JOB_STAGE_FOR_CUSTOMER, JOB_STAGE_LABELS } from "~/lib/jobs";
import { DEFAULT_SHOP_FACTS, hoursLines, oneLineAddress } from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";
import type { JobStage } from "~/lib/statuses";
import { composeEmail } from "../email";
import type { EmailDraft } from "../outbox";

export interface JobEmailFacts {
  number: string;
  customerName: string;
  customerEmail: string;
  pieces: ReadonlyArray<{ description: string }>;
  balanceCents: number;
  dueDate: string;
  // The shop's facts as shopFacts(env) read them (docs/decisions/0040-shop-facts-in-d1.md):
  // hours, address, phone and the review link; today's defaults when not given.
  shop?: ShopFacts;
}

const shopOf = (job: JobEmailFacts) => job.shop ?? DEFAULT_SHOP_FACTS;
const visitUs = (shop: ShopFacts) => {
  const hours = hoursLines(shop)
    .map((h) => `${h.days}: ${h.label}`)
    .join("\n");
  return `${business.name}\n${oneLineAddress(shop)}\n${shop.phone}\n\nOpening hours:\n${hours}`;
};
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const what = (pieces: JobEmailFacts["pieces"]) =>
  pieces.map((p) => `- ${p.description}`).join("\n");
const balanceLine = (cents: number) =>
  cents > 0 ? `Balance due at pickup: ${formatCents(cents)}.` : "Nothing left to pay.";

function draft(
  kind: EmailKind,
  job: JobEmailFacts,
  subject: string,
  paragraphs: string[],
  statusUrl: string,
): EmailDraft {
  return {
    kind,
    ...composeEmail(
      job.customerEmail,
      subject,
      { paragraphs, link: { label: `See your order ${job.number}`, url: statusUrl } },
      shopOf(job),
    ),
  };
}

export function jobCreatedEmail(
  job: JobEmailFacts,
  statusUrl: string,
  { bringThePiece = false }: { bringThePiece?: boolean } = {},
): EmailDraft {
  return draft(
    "job-created",
    job,
    `Your framing order ${job.number} · ${business.name}`,
    [
      `Hi ${firstName(job.customerName)},`,
      `Thank you for your order. Its number is ${job.number}: say it when you call and we find it at once.`,
      `What we are framing:\n${what(job.pieces)}`,
      ...(bringThePiece
        ? ["Bring your piece to the shop during opening hours: we start as soon as we have it."]
        : []),
      "The link below shows where your order is, every step of the way, and when it is ready.",
      visitUs(shopOf(job)),
    ],
    statusUrl,
  );
}

export function jobStageEmail(job: JobEmailFacts, stage: JobStage, statusUrl: string): EmailDraft {
  return draft(
    "job-stage",
    job,
    `Order ${job.number}: ${JOB_STAGE_LABELS[stage]}`,
    [`Hi ${firstName(job.customerName)},`, JOB_STAGE_FOR_CUSTOMER[stage], visitUs(shopOf(job))],
    statusUrl,
  );
}

export function jobReadyEmail(job: JobEmailFacts, statusUrl: string): EmailDraft {
  return draft(
    "job-ready",
    job,
    `Ready for pickup: order ${job.number} · ${business.name}`,
    [
      `Hi ${firstName(job.customerName)},`,
      `Good news: your order ${job.number} is ready for pickup.`,
      `Ready for you:\n${what(job.pieces)}`,
      balanceLine(job.balanceCents),
      `Come by during opening hours:\n${visitUs(shopOf(job))}`,
    ],
    statusUrl,
  );
}

export function pickupReminderEmail(
  job: JobEmailFacts,
  daysWaiting: number,
  statusUrl: string,
): EmailDraft {
  return draft(
    "job-pickup-reminder",
    job,
    `Your framed piece is waiting: order ${job.number}`,
    [
      `Hi ${firstName(job.customerName)},`,
      `Your order ${job.number} has been ready for pickup for ${daysWaiting} days. We are keeping it safe for you.`,
      balanceLine(job.balanceCents),
      `If someone else will collect it, or you need another time, call us on ${shopOf(job).phone}.`,
      visitUs(shopOf(job)),
    ],
    statusUrl,
  );
}

export function pickedUpEmail(job: JobEmailFacts, statusUrl: string): EmailDraft {
  return draft(
    "job-picked-up",
    job,
    `Thank you for framing with us · ${business.name}`,
    [
      `Hi ${firstName(job.customerName)},`,
      `Thank you for picking up order ${job.number}. We hope it looks wonderful on your wall.`,
      `Would you tell others about your experience? A review helps a small shop more than anything: ${shopOf(job).googleReviewUrl}`,
      `${business.name} · ${shopOf(job).phone}`,
    ],
    statusUrl,
  );
}
