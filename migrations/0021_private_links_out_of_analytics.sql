-- A customer's private link (/booking/<token>, /order/<token>, /quote/<token>) is their key
-- (docs/decisions/0031-private-links.md). Page views and events were stored with it until the
-- pages stopped sending them and /api/analytics stopped keeping them (app/lib/private-links.ts):
-- the raw events and the daily counts of those pages go, and a label naming one is cleared.
DELETE FROM `analytics_events`
 WHERE lower(`path`) LIKE '/booking/_%' OR lower(`path`) LIKE '/order/_%' OR lower(`path`) LIKE '/quote/_%';
--> statement-breakpoint
UPDATE `analytics_events` SET `label` = NULL
 WHERE instr(lower(`label`), '/booking/') > 0 OR instr(lower(`label`), '/order/') > 0
    OR instr(lower(`label`), '/quote/') > 0;
--> statement-breakpoint
UPDATE `analytics_events` SET `category` = NULL
 WHERE instr(lower(`category`), '/booking/') > 0 OR instr(lower(`category`), '/order/') > 0
    OR instr(lower(`category`), '/quote/') > 0;
--> statement-breakpoint
DELETE FROM `analytics_daily`
 WHERE lower(`path`) LIKE '/booking/_%' OR lower(`path`) LIKE '/order/_%' OR lower(`path`) LIKE '/quote/_%';
