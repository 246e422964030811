CREATE TABLE `job_counters` (
	`year` integer PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `job_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`kind` text NOT NULL,
	`from_stage` text,
	`to_stage` text,
	`summary` text NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_history_job_idx` ON `job_history` (`job_id`,`at`);--> statement-breakpoint
CREATE TABLE `job_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`method` text NOT NULL,
	`paid_on` text NOT NULL,
	`note` text,
	`external_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_payments_job_idx` ON `job_payments` (`job_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `job_payments_external_idx` ON `job_payments` (`external_id`) WHERE external_id is not null;--> statement-breakpoint
CREATE TABLE `job_pieces` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`design` text NOT NULL,
	`estimate_cents` integer,
	`price_cents` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_pieces_job_idx` ON `job_pieces` (`job_id`,`position`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_phone` text,
	`stage` text DEFAULT 'received' NOT NULL,
	`due_date` text NOT NULL,
	`rush` integer DEFAULT false NOT NULL,
	`notes` text,
	`quote_id` integer,
	`appointment_id` integer,
	`link_salt` text NOT NULL,
	`status_token_hash` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`ready_at` text,
	`pickup_reminders` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_number_idx` ON `jobs` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_status_token_idx` ON `jobs` (`status_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_quote_idx` ON `jobs` (`quote_id`) WHERE quote_id is not null;--> statement-breakpoint
CREATE INDEX `jobs_stage_due_idx` ON `jobs` (`stage`,`due_date`);--> statement-breakpoint
CREATE INDEX `jobs_email_idx` ON `jobs` (`customer_email`);