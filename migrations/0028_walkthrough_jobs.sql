-- A piece priced by the catalogue alone is an estimate (rounded to whole dollars) until the owner
-- confirms or changes its price (docs/decisions/0030-jobs.md). Pieces already made keep theirs.
ALTER TABLE `job_pieces` ADD `price_confirmed` integer DEFAULT true NOT NULL;
--> statement-breakpoint
-- Why a job is on hold, in words the customer reads on their status page; cleared when it moves on.
ALTER TABLE `jobs` ADD `hold_reason` text;
