-- Online payments (docs/decisions/0033-online-payments.md): at most one live Checkout Session per
-- quote or job. A request claims the row (status 'pending') before it asks Stripe, so concurrent
-- clicks find the claim and wait for its session instead of making their own. `id` is the site's
-- own id from now on; Stripe's session id is kept beside it once Stripe has answered.
ALTER TABLE `checkout_sessions` ADD `stripe_session_id` text;--> statement-breakpoint
ALTER TABLE `checkout_sessions` ADD `currency` text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
UPDATE `checkout_sessions` SET `stripe_session_id` = `id`;--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_sessions_stripe_idx` ON `checkout_sessions` (`stripe_session_id`);--> statement-breakpoint
-- Sessions made twice before this rule: the newest stays live, the others stop being reused.
UPDATE `checkout_sessions` SET `status` = 'expired'
WHERE `status` = 'open' AND rowid NOT IN (
  SELECT max(rowid) FROM `checkout_sessions` WHERE `status` = 'open'
  GROUP BY `kind`, ifnull(`quote_id`, 0), ifnull(`job_id`, 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_sessions_one_live_idx` ON `checkout_sessions`
  (`kind`, ifnull(`quote_id`, 0), ifnull(`job_id`, 0)) WHERE `status` IN ('pending', 'open');--> statement-breakpoint
-- Jobs anonymised by an erasure lose their status link (docs/decisions/0031-private-links.md):
-- no token hashes to this value, so the old link answers 404.
UPDATE `jobs` SET `status_token_hash` = 'erased-' || `id`
WHERE `customer_email` = '' AND `customer_name` = 'Erased customer';
