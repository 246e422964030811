ALTER TABLE `appointments` ADD `link_salt` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `publish_at` text;