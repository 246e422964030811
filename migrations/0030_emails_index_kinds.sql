-- The emails that make no one a customer are skipped by the customer index's triggers: the
-- owner's notices, the vendor's purchase orders and the erasure confirmation. Migration 0027
-- replaced the triggers with a list that had lost 'purchase-order' (0025 had it), so a vendor's
-- order desk was marked in customer_index_dirty. The list is NO_PERSON_EMAIL_KINDS in
-- app/lib/emails.ts; test/api/person-data.test.ts checks these triggers against it.
DROP TRIGGER `customer_index_emails_insert`;
--> statement-breakpoint
DROP TRIGGER `customer_index_emails_update`;
--> statement-breakpoint
DROP TRIGGER `customer_index_emails_delete`;
--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_insert` AFTER INSERT ON `emails` WHEN NEW.kind NOT IN ('owner-notification', 'owner-booking', 'purchase-order', 'erasure-confirmed') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.recipient))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_update` AFTER UPDATE OF `recipient`, `created_at` ON `emails` WHEN NEW.kind NOT IN ('owner-notification', 'owner-booking', 'purchase-order', 'erasure-confirmed') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.recipient))); INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.recipient))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_delete` AFTER DELETE ON `emails` WHEN OLD.kind NOT IN ('owner-notification', 'owner-booking', 'purchase-order', 'erasure-confirmed') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.recipient))); END;
