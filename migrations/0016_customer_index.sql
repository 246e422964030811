CREATE TABLE `customer_index` (
	`person_key` text PRIMARY KEY NOT NULL,
	`last_contact_at` text NOT NULL,
	`name` text,
	`phone` text,
	`messages` integer NOT NULL,
	`bookings` integer NOT NULL,
	`quotes` integer NOT NULL,
	`jobs` integer NOT NULL,
	`search_text` text NOT NULL,
	`phone_digits` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `customer_index_last_idx` ON `customer_index` ("last_contact_at" DESC,`person_key`);--> statement-breakpoint
CREATE TABLE `customer_index_dirty` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`person_key` text NOT NULL
);
--> statement-breakpoint
-- Every write that changes who a person is, what they have or when they were last in touch marks
-- their key (both keys when an address changes); the list recomputes marked people before it
-- reads (docs/decisions/0080-customer-index.md).
--> statement-breakpoint
CREATE TRIGGER `customer_index_contacts_insert` AFTER INSERT ON `contacts` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_contacts_update` AFTER UPDATE OF `email`, `first_name`, `last_name`, `phone`, `created_at` ON `contacts` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.email))); INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_contacts_delete` AFTER DELETE ON `contacts` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_appointments_insert` AFTER INSERT ON `appointments` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_appointments_update` AFTER UPDATE OF `email`, `name`, `phone`, `created_at` ON `appointments` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.email))); INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_appointments_delete` AFTER DELETE ON `appointments` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_quotes_insert` AFTER INSERT ON `quotes` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_quotes_update` AFTER UPDATE OF `email`, `name`, `phone`, `created_at`, `replied_at` ON `quotes` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.email))); INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_quotes_delete` AFTER DELETE ON `quotes` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_jobs_insert` AFTER INSERT ON `jobs` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.customer_email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_jobs_update` AFTER UPDATE OF `customer_email`, `customer_name`, `customer_phone`, `updated_at` ON `jobs` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.customer_email))); INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.customer_email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_jobs_delete` AFTER DELETE ON `jobs` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.customer_email))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_replies_insert` AFTER INSERT ON `contact_replies` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) SELECT lower(trim(`email`)) FROM `contacts` WHERE `id` = NEW.`contact_id`; END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_replies_update` AFTER UPDATE OF `sent_at` ON `contact_replies` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) SELECT lower(trim(`email`)) FROM `contacts` WHERE `id` = NEW.`contact_id`; END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_replies_delete` AFTER DELETE ON `contact_replies` BEGIN INSERT INTO `customer_index_dirty` (`person_key`) SELECT lower(trim(`email`)) FROM `contacts` WHERE `id` = OLD.`contact_id`; END;
--> statement-breakpoint
-- Everyone already stored is marked once; the first list rebuilds the index.
INSERT INTO `customer_index_dirty` (`person_key`)
  SELECT lower(trim(`email`)) FROM `contacts` UNION SELECT lower(trim(`email`)) FROM `appointments`
  UNION SELECT lower(trim(`email`)) FROM `quotes` UNION SELECT lower(trim(`customer_email`)) FROM `jobs`;
