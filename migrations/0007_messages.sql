CREATE TABLE `contact_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_replies_contact_idx` ON `contact_replies` (`contact_id`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contacts` ADD `search_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `contacts_status_created_idx` ON `contacts` (`status`,`created_at`);--> statement-breakpoint
-- Messages received before search existed: SQLite's lower() folds ASCII letters only, so their
-- accented letters match as typed; new messages also match without accents.
UPDATE `contacts` SET `search_text` = lower(`first_name` || ' ' || `last_name` || char(10) || `email` || char(10) || `message`);
