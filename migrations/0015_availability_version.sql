CREATE TABLE `availability_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
-- A random start: a fresh database never repeats a number an isolate may have cached for another.
INSERT INTO `availability_version` (`id`, `version`) VALUES (1, abs(random() % 1000000000));
--> statement-breakpoint
-- Every write the free times depend on changes the number in the same statement
-- (docs/decisions/0037-free-times-cache.md).
CREATE TRIGGER `availability_on_booking_insert` AFTER INSERT ON `appointments` BEGIN UPDATE `availability_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `availability_on_booking_update` AFTER UPDATE OF `status`, `slot_start`, `slot_end` ON `appointments` BEGIN UPDATE `availability_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `availability_on_booking_delete` AFTER DELETE ON `appointments` BEGIN UPDATE `availability_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `availability_on_settings_insert` AFTER INSERT ON `booking_settings` BEGIN UPDATE `availability_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `availability_on_settings_update` AFTER UPDATE OF `settings` ON `booking_settings` BEGIN UPDATE `availability_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
