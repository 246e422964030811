-- The shop's team, its discount limit and the record of who did what
-- (docs/decisions/0100-team-and-roles.md). Hand-written.
CREATE TABLE `team_members` (
	`email` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`added_by` text NOT NULL,
	`added_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CHECK (`role` IN ('owner', 'staff')),
	CHECK (`email` = lower(trim(`email`)))
);
--> statement-breakpoint
CREATE TABLE `team_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`staff_discount_percent` integer NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CHECK (`staff_discount_percent` BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`actor` text NOT NULL,
	`kind` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`details` text NOT NULL,
	`status` integer NOT NULL,
	CHECK (`kind` IN ('money', 'privacy', 'settings', 'team', 'work'))
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_kind_at_idx` ON `audit_log` (`kind`,`at`);
