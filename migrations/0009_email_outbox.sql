CREATE TABLE `emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`reply_to` text,
	`attachments` text,
	`related_kind` text,
	`related_id` integer,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`claimed_until` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE INDEX `emails_status_updated_idx` ON `emails` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `emails_related_idx` ON `emails` (`related_kind`,`related_id`);--> statement-breakpoint
CREATE INDEX `emails_recipient_idx` ON `emails` (`recipient`);--> statement-breakpoint
-- The booking emails recorded before the outbox keep their history here (their subject and
-- text were not kept then). Old kinds map onto the outbox's kinds.
INSERT INTO `emails` (`kind`, `recipient`, `subject`, `text`, `related_kind`, `related_id`, `status`, `attempts`, `last_error`, `created_at`, `updated_at`, `sent_at`)
SELECT CASE `kind`
    WHEN 'booked' THEN 'booking-booked'
    WHEN 'owner-new' THEN 'owner-booking'
    WHEN 'owner-cancelled' THEN 'owner-booking'
    WHEN 'owner-rescheduled' THEN 'owner-booking'
    WHEN 'confirmed' THEN 'booking-confirmed'
    WHEN 'declined' THEN 'booking-declined'
    WHEN 'cancelled' THEN 'booking-cancelled'
    WHEN 'rescheduled' THEN 'booking-moved'
    WHEN 'done' THEN 'booking-done'
    WHEN 'no_show' THEN 'booking-no-show'
    WHEN 'reminder' THEN 'booking-reminder'
    ELSE `kind` END,
  `recipient`, '(sent before the outbox; subject not kept)', '', 'appointment', `appointment_id`,
  `status`, 1, `error`, `created_at`, `created_at`, CASE WHEN `status` = 'sent' THEN `created_at` END
FROM `appointment_emails` ORDER BY `id`;
--> statement-breakpoint
DROP TABLE `appointment_emails`;--> statement-breakpoint
ALTER TABLE `contact_replies` ADD `email_id` integer;