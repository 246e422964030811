// Every Cron Trigger lands here. One expression in wrangler.toml ([triggers] crons), one
// dispatcher: each job decides for itself whether there is work (reminders are claimed in D1,
// so running them every hour sends each one once).
import { sendDueReminders } from "./services/booking/reminders";

export async function runScheduled(
  controller: Pick<ScheduledController, "cron" | "scheduledTime">,
  env: Env,
) {
  const now = new Date(controller.scheduledTime);
  const reminders = await sendDueReminders(env, now);
  if (reminders > 0) console.log(`Sent ${reminders} booking reminder(s)`);
}
