CREATE TABLE `shop_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`changed_by` text NOT NULL,
	`fields` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shop_changes_at_idx` ON `shop_changes` (`changed_at`);--> statement-breakpoint
CREATE TABLE `shop_facts` (
	`id` integer PRIMARY KEY NOT NULL,
	`facts` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
-- Today's facts (app/content/business.ts), so the site reads the same shop from D1 as before
-- (docs/decisions/0040-shop-facts-in-d1.md).
INSERT INTO `shop_facts` (`id`, `facts`) VALUES (1, json('{"phone":"(713) 555-0142","email":"hello@heightsframestudio.com","address":{"street":"1105 Yale St, Suite 2","streetName":"Yale Street","city":"Houston","region":"TX","postalCode":"77008"},"mapUrl":"https://www.google.com/maps/dir/?api=1&destination=1105%20Yale%20St%2C%20Suite%202%2C%20Houston%2C%20TX%2077008","hours":{"monday":{"open":true,"from":"10:00","to":"18:00"},"tuesday":{"open":true,"from":"10:00","to":"18:00"},"wednesday":{"open":true,"from":"10:00","to":"18:00"},"thursday":{"open":true,"from":"10:00","to":"18:00"},"friday":{"open":true,"from":"10:00","to":"18:00"},"saturday":{"open":true,"from":"11:00","to":"17:00"},"sunday":{"open":false,"from":"10:00","to":"18:00"}},"closures":[],"closedHolidays":["new-years-day","thanksgiving","christmas-day"],"prices":{"customFraming":"$75-$300+","shadowbox":"$150-$500+","canvasStretching":"$50-$200+","restoration":"$100-$400+","uvGlassUpgrade":"$30-$60","conservationMounting":"$20-$40"},"replyPromise":"within 24 hours","googleReviewUrl":"https://g.page/r/heights-frame-studio/review","social":{"facebook":"https://www.facebook.com/heightsframestudio","instagram":"https://www.instagram.com/heightsframestudio","reviews":"https://www.yelp.com/biz/heights-frame-studio-houston","reviewSiteName":"Yelp"}}'));
--> statement-breakpoint
-- The booking settings' closed days and holidays become the one closures list (docs/decisions/0041-one-closures-list.md).
UPDATE `shop_facts` SET `facts` = json_set(`facts`, '$.closures', (
  SELECT json_group_array(json_object('from', d.value, 'to', d.value, 'note', 'the day', 'opens', NULL, 'closes', NULL))
  FROM `booking_settings` b, json_each(b.`settings`, '$.closedDays') d WHERE b.`id` = 1
)) WHERE `id` = 1 AND EXISTS (
  SELECT 1 FROM `booking_settings` b, json_each(b.`settings`, '$.closedDays') WHERE b.`id` = 1
);
--> statement-breakpoint
UPDATE `shop_facts` SET `facts` = json_set(`facts`, '$.closedHolidays',
  (SELECT json_extract(b.`settings`, '$.closedHolidays') FROM `booking_settings` b WHERE b.`id` = 1)
) WHERE `id` = 1 AND (
  SELECT json_type(b.`settings`, '$.closedHolidays') FROM `booking_settings` b WHERE b.`id` = 1
) = 'array';
--> statement-breakpoint
-- The free times follow the hours and closures (docs/decisions/0037-free-times-cache.md).
CREATE TRIGGER `availability_on_shop_insert` AFTER INSERT ON `shop_facts` BEGIN UPDATE `availability_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `availability_on_shop_update` AFTER UPDATE OF `facts` ON `shop_facts` BEGIN UPDATE `availability_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
