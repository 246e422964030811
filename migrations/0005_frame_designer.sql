CREATE TABLE `frame_glazing` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`price_per_square_inch` real NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`retired_at` text
);
--> statement-breakpoint
CREATE TABLE `frame_mats` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`colour` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`retired_at` text
);
--> statement-breakpoint
CREATE TABLE `frame_mouldings` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`finish` text NOT NULL,
	`colour` text NOT NULL,
	`profile_width_inches` real NOT NULL,
	`price_per_united_inch` real NOT NULL,
	`swatch` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`retired_at` text
);
--> statement-breakpoint
CREATE TABLE `frame_prices` (
	`id` integer PRIMARY KEY NOT NULL,
	`mat_per_square_inch` real NOT NULL,
	`minimum_order` integer NOT NULL,
	`range_percent` integer NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`message` text NOT NULL,
	`design` text NOT NULL,
	`estimate_low` integer NOT NULL,
	`estimate_high` integer NOT NULL,
	`photos` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`reply_price` integer,
	`reply_message` text,
	`replied_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `quotes_created_at_idx` ON `quotes` (`created_at`);