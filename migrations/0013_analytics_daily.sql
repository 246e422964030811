CREATE TABLE `analytics_daily` (
	`day` text NOT NULL,
	`name` text NOT NULL,
	`path` text NOT NULL,
	`referrer_host` text DEFAULT '' NOT NULL,
	`hits` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_daily_key_idx` ON `analytics_daily` (`day`,`name`,`path`,`referrer_host`);