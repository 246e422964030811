// The Cron Trigger expressions, exactly as wrangler.toml lists them ([triggers] crons), each
// naming one job of ./scheduled.ts. test/unit/crons.test.ts holds the two lists together.
export const CRONS = {
  /** Booking reminders, jobs' pickup reminders and scheduled blog posts, on the hour. */
  reminders: "0 * * * *",
  /** PageSpeed Insights every 6 hours: a run takes 10-40 s, too slow for a dashboard request. */
  pageSpeed: "17 */6 * * *",
  /** The email outbox's sweep: rows still queued after 10 minutes go on the Queue again. */
  emailSweep: "*/10 * * * *",
  /**
   * Nightly: people past the retention period erased (the privacy page's promise), and raw page
   * views older than 90 days rolled up into daily counts.
   */
  retention: "40 8 * * *",
} as const;
