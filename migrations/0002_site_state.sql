CREATE TABLE `site_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `site_state` (`key`, `value`) VALUES ('content_version', 1);
