CREATE TABLE `page_photos` (
	`slot` text PRIMARY KEY NOT NULL,
	`large_key` text NOT NULL,
	`small_key` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`alt` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `page_texts` (
	`name` text PRIMARY KEY NOT NULL,
	`markdown` text NOT NULL,
	`html` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote` text NOT NULL,
	`name` text NOT NULL,
	`framed` text NOT NULL,
	`said_on` text NOT NULL,
	`source` text NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `testimonials_order_idx` ON `testimonials` (`hidden`,`sort_order`);