CREATE TABLE `page_speed_results` (
	`strategy` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`score` integer,
	`lcp_ms` real,
	`cls` real,
	`fcp_ms` real,
	`measured_at` text,
	`checked_at` text NOT NULL,
	`error` text
);
