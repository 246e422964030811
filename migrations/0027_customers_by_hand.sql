-- People the owner adds by hand (a walk-in who has not written yet), the erasure confirmation
-- and its place in the erasures log (docs/decisions/0032-customers-and-retention.md).
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`phone` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_person_idx` ON `customers` (lower(trim(`email`)));
--> statement-breakpoint
-- The customer index follows them as it follows every record with an address (record 0080).
CREATE TRIGGER `customer_index_customers_insert` AFTER INSERT ON `customers` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_customers_update` AFTER UPDATE OF `email`, `name`, `phone`, `created_at` ON `customers` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.email))); INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_customers_delete` AFTER DELETE ON `customers` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.email))); END;
--> statement-breakpoint
-- The email confirming an erasure makes no one a person again, like the shop's own notices.
DROP TRIGGER `customer_index_emails_insert`;
--> statement-breakpoint
DROP TRIGGER `customer_index_emails_update`;
--> statement-breakpoint
DROP TRIGGER `customer_index_emails_delete`;
--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_insert` AFTER INSERT ON `emails` WHEN NEW.kind NOT IN ('owner-notification', 'owner-booking', 'erasure-confirmed') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.recipient))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_update` AFTER UPDATE OF `recipient`, `created_at` ON `emails` WHEN NEW.kind NOT IN ('owner-notification', 'owner-booking', 'erasure-confirmed') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.recipient))); INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.recipient))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_delete` AFTER DELETE ON `emails` WHEN OLD.kind NOT IN ('owner-notification', 'owner-booking', 'erasure-confirmed') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.recipient))); END;
--> statement-breakpoint
-- The confirmation's outbox row while it is on its way, then the time it was sent (the row goes).
ALTER TABLE `erasures` ADD `email_id` integer;
--> statement-breakpoint
ALTER TABLE `erasures` ADD `confirmed_at` text;
