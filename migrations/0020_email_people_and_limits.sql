-- The acknowledgement limits count per mailbox and per connection
-- (docs/decisions/0027-acknowledgement-limits.md): each email keeps its recipient's mailbox and,
-- for a public form's acknowledgement, the connection hashed with the day. Emails recorded before
-- this count under their address as typed, lower-cased.
ALTER TABLE `emails` ADD `mailbox` text;--> statement-breakpoint
ALTER TABLE `emails` ADD `client_key` text;--> statement-breakpoint
UPDATE `emails` SET `mailbox` = lower(trim(`recipient`));--> statement-breakpoint
CREATE INDEX `emails_mailbox_idx` ON `emails` (`mailbox`,`created_at`);--> statement-breakpoint
CREATE INDEX `emails_client_idx` ON `emails` (`client_key`,`created_at`);--> statement-breakpoint
-- An email belongs to its recipient as a person (docs/decisions/0032-customers-and-retention.md,
-- 0080-customer-index.md); the shop's own notices (owner-notification, owner-booking, as
-- OWNER_EMAIL_KINDS in app/lib/emails.ts) are no one's.
CREATE INDEX `emails_person_idx` ON `emails` (lower(trim("recipient")));--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_insert` AFTER INSERT ON `emails` WHEN NEW.kind NOT IN ('owner-notification', 'owner-booking') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.recipient))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_update` AFTER UPDATE OF `recipient`, `created_at` ON `emails` WHEN NEW.kind NOT IN ('owner-notification', 'owner-booking') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.recipient))); INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.recipient))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_delete` AFTER DELETE ON `emails` WHEN OLD.kind NOT IN ('owner-notification', 'owner-booking') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.recipient))); END;
--> statement-breakpoint
-- Everyone with an email of their own is marked once; the next list brings them in.
INSERT INTO `customer_index_dirty` (`person_key`)
  SELECT DISTINCT lower(trim(`recipient`)) FROM `emails`
  WHERE `kind` NOT IN ('owner-notification', 'owner-booking');
