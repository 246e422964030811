CREATE TABLE `appointment_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` integer NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `appointment_emails_appointment_idx` ON `appointment_emails` (`appointment_id`);--> statement-breakpoint
CREATE TABLE `booking_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	`calendar_feed_secret` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `appointments` ADD `slot_start` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `slot_end` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `status_note` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `manage_token_hash` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `reminder_sent_at` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `updated_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_active_slot_idx` ON `appointments` (`slot_start`) WHERE status in ('pending', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_manage_token_idx` ON `appointments` (`manage_token_hash`);--> statement-breakpoint
CREATE INDEX `appointments_slot_start_idx` ON `appointments` (`slot_start`,`status`);--> statement-breakpoint
-- Requests confirmed before booking existed keep their state.
UPDATE `appointments` SET `status` = 'confirmed' WHERE `confirmed` = 1;
