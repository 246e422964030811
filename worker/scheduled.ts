// Every Cron Trigger lands here, and each expression in wrangler.toml ([triggers] crons) names
// one job. The jobs decide for themselves whether there is work: reminders are claimed in D1, so
// running them every hour sends each one once; PageSpeed does nothing without its API key.

import { CRONS } from "./crons";
import { rollupOldEvents } from "./services/analytics";
import { publishScheduledPosts } from "./services/blog";
import { sendDueReminders } from "./services/booking/reminders";
import { runRetention } from "./services/customers/erase";
import { sendPickupReminders } from "./services/jobs/reminders";
import { sweepStuckEmails } from "./services/outbox";
import { measurePageSpeed } from "./services/seo/page-speed";

export async function runScheduled(
  controller: Pick<ScheduledController, "cron" | "scheduledTime">,
  env: Env,
): Promise<void> {
  switch (controller.cron) {
    case CRONS.reminders: {
      const at = new Date(controller.scheduledTime);
      const sent = await sendDueReminders(env, at);
      if (sent > 0) console.log(`Queued ${sent} booking reminder(s)`);
      const pickups = await sendPickupReminders(env, at);
      if (pickups > 0) console.log(`Queued ${pickups} pickup reminder(s)`);
      // Scheduled blog posts whose time has come (docs/decisions/0077-scheduled-publishing.md).
      const posts = await publishScheduledPosts(env, at);
      if (posts.length) console.log(`Published ${posts.length} scheduled post(s)`);
      return;
    }
    case CRONS.pageSpeed:
      await measurePageSpeed(env);
      return;
    case CRONS.emailSweep: {
      const requeued = await sweepStuckEmails(env, new Date(controller.scheduledTime));
      if (requeued > 0) console.log(`Re-queued ${requeued} stuck email(s)`);
      return;
    }
    case CRONS.retention: {
      const at = new Date(controller.scheduledTime);
      const { erased, kept } = await runRetention(env, at);
      if (erased || kept)
        console.log(`Retention: erased ${erased} people, ${kept} kept by open jobs`);
      const rolled = await rollupOldEvents(env, at);
      if (rolled) console.log(`Analytics: ${rolled} raw event(s) rolled up into daily counts`);
      return;
    }
    default:
      console.warn(`No job for the cron expression "${controller.cron}"`);
  }
}
