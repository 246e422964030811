ALTER TABLE `blog_posts` ADD `cover_image` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `cover_alt` text;--> statement-breakpoint
ALTER TABLE `portfolio_images` ADD `hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `portfolio_images` ADD `featured` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `portfolio_images` ADD `sort_order` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `portfolio_images_order_idx` ON `portfolio_images` (`hidden`,`sort_order`);--> statement-breakpoint
-- The grid keeps the order visitors saw until now: newest first (ties by key, as the list was).
UPDATE `portfolio_images` SET `sort_order` = (
	SELECT count(*) FROM `portfolio_images` AS `earlier`
	WHERE `earlier`.`created_at` > `portfolio_images`.`created_at`
		OR (`earlier`.`created_at` = `portfolio_images`.`created_at` AND `earlier`.`key` > `portfolio_images`.`key`)
);
