-- The shop's money (docs/decisions/0096-sales-tax-and-totals.md): sales tax, extras, discounts,
-- stored totals, receipts and the day a job was completed.
ALTER TABLE `jobs` ADD `completed_at` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `tax_rate_thousandths` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `tax_label` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `tax_exempt_certificate` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `discount_percent_thousandths` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `discount_amount_cents` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `discount_reason` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `subtotal_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `discount_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `taxable_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `tax_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `total_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `jobs_completed_idx` ON `jobs` (`completed_at`);--> statement-breakpoint
CREATE INDEX `jobs_created_idx` ON `jobs` (`created_at`);--> statement-breakpoint
ALTER TABLE `job_pieces` ADD `taxable` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE `job_extras` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_cents` integer NOT NULL,
	`taxable` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_extras_job_idx` ON `job_extras` (`job_id`,`position`);--> statement-breakpoint
CREATE TABLE `number_counters` (
	`series` text NOT NULL,
	`year` integer NOT NULL,
	`last` integer NOT NULL,
	PRIMARY KEY(`series`, `year`)
);
--> statement-breakpoint
ALTER TABLE `job_payments` ADD `receipt_number` text;--> statement-breakpoint
ALTER TABLE `job_payments` ADD `recorded_by` text;--> statement-breakpoint
CREATE INDEX `job_payments_paid_on_idx` ON `job_payments` (`paid_on`);--> statement-breakpoint
CREATE UNIQUE INDEX `job_payments_receipt_idx` ON `job_payments` (`receipt_number`) WHERE receipt_number is not null;--> statement-breakpoint
-- Jobs made before tax was charged keep the price they were sold at: no tax (rate 0), their
-- pieces' prices as subtotal and total. The owner can re-apply the current rate to an open one.
UPDATE `jobs` SET
  `subtotal_cents` = (SELECT coalesce(sum(`price_cents`), 0) FROM `job_pieces` WHERE `job_id` = `jobs`.`id`),
  `taxable_cents` = (SELECT coalesce(sum(`price_cents`), 0) FROM `job_pieces` WHERE `job_id` = `jobs`.`id`),
  `total_cents` = (SELECT coalesce(sum(`price_cents`), 0) FROM `job_pieces` WHERE `job_id` = `jobs`.`id`);
--> statement-breakpoint
UPDATE `jobs` SET `completed_at` = (
  SELECT max(`at`) FROM `job_history` h
   WHERE h.`job_id` = `jobs`.`id` AND h.`kind` = 'stage' AND h.`to_stage` = 'picked_up'
) WHERE `stage` = 'picked_up';
--> statement-breakpoint
UPDATE `jobs` SET `completed_at` = `updated_at` WHERE `stage` = 'picked_up' AND `completed_at` IS NULL;
--> statement-breakpoint
-- Every payment gets a receipt: the ones already taken are numbered in the order they were
-- recorded, per year of recording, and the counters continue from there.
UPDATE `job_payments` SET `receipt_number` = (
  SELECT printf('R-%s-%04d', substr(p.`created_at`, 1, 4), count(*))
    FROM `job_payments` p
   WHERE substr(p.`created_at`, 1, 4) = substr(`job_payments`.`created_at`, 1, 4)
     AND p.`id` <= `job_payments`.`id`
);
--> statement-breakpoint
INSERT INTO `number_counters` (`series`, `year`, `last`)
  SELECT 'receipt', CAST(substr(`created_at`, 1, 4) AS integer), count(*)
    FROM `job_payments` GROUP BY substr(`created_at`, 1, 4);
