-- Materials (docs/decisions/0099-materials-and-frame-order.md): the shop's vendors, what the
-- catalogue's entries cost the shop, and the purchase orders placed from the frame order.
CREATE TABLE `vendors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`order_email` text NOT NULL,
	`phone` text,
	`account_number` text,
	`notes` text,
	`price_list_applied_at` text,
	`retired_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `frame_mouldings` ADD `vendor_id` integer REFERENCES vendors(id);--> statement-breakpoint
ALTER TABLE `frame_mouldings` ADD `vendor_code` text;--> statement-breakpoint
ALTER TABLE `frame_mouldings` ADD `cost_per_foot_cents` integer;--> statement-breakpoint
ALTER TABLE `frame_mouldings` ADD `cost_updated_at` text;--> statement-breakpoint
ALTER TABLE `frame_mats` ADD `vendor_id` integer REFERENCES vendors(id);--> statement-breakpoint
ALTER TABLE `frame_mats` ADD `vendor_code` text;--> statement-breakpoint
ALTER TABLE `frame_mats` ADD `cost_per_sheet_cents` integer;--> statement-breakpoint
ALTER TABLE `frame_mats` ADD `sheet_width_inches` real DEFAULT 32 NOT NULL;--> statement-breakpoint
ALTER TABLE `frame_mats` ADD `sheet_height_inches` real DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE `frame_mats` ADD `cost_updated_at` text;--> statement-breakpoint
ALTER TABLE `frame_glazing` ADD `vendor_id` integer REFERENCES vendors(id);--> statement-breakpoint
ALTER TABLE `frame_glazing` ADD `vendor_code` text;--> statement-breakpoint
ALTER TABLE `frame_glazing` ADD `cost_per_sheet_cents` integer;--> statement-breakpoint
ALTER TABLE `frame_glazing` ADD `sheet_width_inches` real DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `frame_glazing` ADD `sheet_height_inches` real DEFAULT 36 NOT NULL;--> statement-breakpoint
ALTER TABLE `frame_glazing` ADD `cost_updated_at` text;--> statement-breakpoint
CREATE INDEX `frame_mouldings_vendor_idx` ON `frame_mouldings` (`vendor_id`,`vendor_code`);--> statement-breakpoint
CREATE INDEX `frame_mats_vendor_idx` ON `frame_mats` (`vendor_id`,`vendor_code`);--> statement-breakpoint
CREATE INDEX `frame_glazing_vendor_idx` ON `frame_glazing` (`vendor_id`,`vendor_code`);--> statement-breakpoint
CREATE TABLE `purchase_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`vendor_id` integer NOT NULL,
	`vendor_name` text NOT NULL,
	`order_email` text NOT NULL,
	`account_number` text,
	`total_cost_cents` integer NOT NULL,
	`notify_customers` integer DEFAULT false NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_orders_number_idx` ON `purchase_orders` (`number`);--> statement-breakpoint
CREATE INDEX `purchase_orders_vendor_idx` ON `purchase_orders` (`vendor_id`);--> statement-breakpoint
CREATE INDEX `purchase_orders_created_idx` ON `purchase_orders` (`created_at`);--> statement-breakpoint
CREATE TABLE `purchase_order_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purchase_order_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`vendor_code` text,
	`name` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit` text NOT NULL,
	`oversize` integer DEFAULT false NOT NULL,
	`unit_cost_cents` integer,
	`cost_cents` integer,
	`received_at` text,
	`received_by` text,
	FOREIGN KEY (`purchase_order_id`) REFERENCES `purchase_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_order_lines_position_idx` ON `purchase_order_lines` (`purchase_order_id`,`position`);--> statement-breakpoint
CREATE TABLE `purchase_order_jobs` (
	`line_id` integer NOT NULL,
	`job_id` integer NOT NULL,
	`vendor_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`cost_cents` integer,
	PRIMARY KEY(`line_id`, `job_id`),
	FOREIGN KEY (`line_id`) REFERENCES `purchase_order_lines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `purchase_order_jobs_job_idx` ON `purchase_order_jobs` (`job_id`,`vendor_id`);--> statement-breakpoint
-- An order to a vendor makes no one a customer (OWNER_EMAIL_KINDS in app/lib/emails.ts).
DROP TRIGGER `customer_index_emails_insert`;--> statement-breakpoint
DROP TRIGGER `customer_index_emails_update`;--> statement-breakpoint
DROP TRIGGER `customer_index_emails_delete`;--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_insert` AFTER INSERT ON `emails` WHEN NEW.kind NOT IN ('owner-notification', 'owner-booking', 'purchase-order') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.recipient))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_update` AFTER UPDATE OF `recipient`, `created_at` ON `emails` WHEN NEW.kind NOT IN ('owner-notification', 'owner-booking', 'purchase-order') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.recipient))); INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(NEW.recipient))); END;
--> statement-breakpoint
CREATE TRIGGER `customer_index_emails_delete` AFTER DELETE ON `emails` WHEN OLD.kind NOT IN ('owner-notification', 'owner-booking', 'purchase-order') BEGIN INSERT INTO `customer_index_dirty` (`person_key`) VALUES (lower(trim(OLD.recipient))); END;
