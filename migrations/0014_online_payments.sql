CREATE TABLE `checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`quote_id` integer,
	`job_id` integer,
	`amount_cents` integer NOT NULL,
	`url` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `checkout_sessions_for_idx` ON `checkout_sessions` (`kind`,`quote_id`,`job_id`,`status`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `quotes` ADD `link_salt` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `link_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_link_token_idx` ON `quotes` (`link_token_hash`);