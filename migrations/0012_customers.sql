CREATE TABLE `customer_notes` (
	`person_key` text PRIMARY KEY NOT NULL,
	`notes` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `erasures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`reason` text NOT NULL,
	`counts` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `erasures_at_idx` ON `erasures` (`at`);--> statement-breakpoint
CREATE INDEX `appointments_person_idx` ON `appointments` (lower(trim("email")));--> statement-breakpoint
CREATE INDEX `contacts_person_idx` ON `contacts` (lower(trim("email")));--> statement-breakpoint
CREATE INDEX `jobs_person_idx` ON `jobs` (lower(trim("customer_email")));--> statement-breakpoint
CREATE INDEX `quotes_person_idx` ON `quotes` (lower(trim("email")));