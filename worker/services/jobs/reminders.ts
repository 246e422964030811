// Pickup reminders, run by the hourly Cron Trigger: a job in Ready for pickup gets one after 3,
// 10 and 30 days. The claim and the email's outbox row are one batch, so repeated runs record
// each reminder once (docs/decisions/0030-jobs.md).
import { PICKUP_REMINDER_DAYS } from "~/lib/jobs";
import { database } from "~db/client";
import { claimPickupReminder, jobParts, jobsDuePickupReminder } from "~db/repositories/jobs";
import { dispatchEmails, recordEmailStatements, recordedIds } from "../outbox";
import { shopFacts } from "../shop";
import { pickupReminderEmail } from "./emails";
import { jobTotals } from "./money";
import { type JobsEnv, statusUrl } from "./owner-job";

const DAY_MS = 86_400_000;

/** Queues the pickup reminders that are due; returns how many. */
export async function sendPickupReminders(env: JobsEnv, now = new Date()): Promise<number> {
  const db = database(env.DB);
  let queued = 0;
  // Latest first: a job found late (the cron was off for a while) gets the one that is due.
  for (let n = PICKUP_REMINDER_DAYS.length; n >= 1; n--) {
    const days = PICKUP_REMINDER_DAYS[n - 1];
    const due = await jobsDuePickupReminder(
      db,
      new Date(now.getTime() - days * DAY_MS).toISOString(),
      n,
    );
    // A walk-in known by phone only gets no emails: Today lists them instead.
    for (const job of due.filter((j) => j.customerEmail)) {
      const { pieces, payments } = await jobParts(db, job.id);
      const email = pickupReminderEmail(
        {
          shop: await shopFacts(env),
          number: job.number,
          customerName: job.customerName,
          customerEmail: job.customerEmail,
          dueDate: job.dueDate,
          pieces,
          balanceCents: jobTotals(job, payments).balanceCents,
        },
        days,
        await statusUrl(env, job.linkSalt),
      );
      const [claimed, ...recorded] = await db.batch([
        claimPickupReminder(db, job.id, n),
        ...recordEmailStatements(db, [email], { kind: "job", id: job.id }, { onlyIfChanged: true }),
      ]);
      if ((claimed as unknown[]).length === 0) continue;
      await dispatchEmails(env, recordedIds(recorded));
      queued++;
    }
  }
  return queued;
}
