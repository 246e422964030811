// What a job's emails say (docs/decisions/0030-jobs.md): each links the customer's status page.
// `{{number}}` is filled in by the batch that makes the job (the number is taken there).

import { business, fullAddress } from "~/content/business";
import type { EmailKind } from "~/lib/emails";
import { formatCents, JOB_STAGE_FOR_CUSTOMER, JOB_STAGE_LABELS } from "~/lib/jobs";
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
}

const openingHours = business.hours.map((h) => `${h.days}: ${h.label}`).join("\n");
const visitUs = `${business.name}\n${fullAddress}\n${business.phone.display}\n\nOpening hours:\n${openingHours}`;
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
    ...composeEmail(job.customerEmail, subject, {
      paragraphs,
      link: { label: `See your order ${job.number}`, url: statusUrl },
    }),
  };
}

export function jobCreatedEmail(job: JobEmailFacts, statusUrl: string): EmailDraft {
  return draft(
    "job-created",
    job,
    `Your framing order ${job.number} · ${business.name}`,
    [
      `Hi ${firstName(job.customerName)},`,
      `Thank you for your order. Its number is ${job.number}: say it when you call and we find it at once.`,
      `What we are framing:\n${what(job.pieces)}`,
      "The link below shows where your order is, every step of the way, and when it is ready.",
      visitUs,
    ],
    statusUrl,
  );
}

export function jobStageEmail(job: JobEmailFacts, stage: JobStage, statusUrl: string): EmailDraft {
  return draft(
    "job-stage",
    job,
    `Order ${job.number}: ${JOB_STAGE_LABELS[stage]}`,
    [`Hi ${firstName(job.customerName)},`, JOB_STAGE_FOR_CUSTOMER[stage], visitUs],
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
      `Come by during opening hours:\n${visitUs}`,
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
      `If someone else will collect it, or you need another time, call us on ${business.phone.display}.`,
      visitUs,
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
      `Would you tell others about your experience? A review helps a small shop more than anything: ${business.googleReviewUrl}`,
      `${business.name} · ${business.phone.display}`,
    ],
    statusUrl,
  );
}
