CREATE TABLE `matches` (
	`id` text PRIMARY KEY NOT NULL,
	`game` text NOT NULL,
	`seats` integer NOT NULL,
	`players` text NOT NULL,
	`result` text NOT NULL,
	`created_at` text NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text NOT NULL,
	`record` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `matches_finished` ON `matches` (`finished_at`,`id`);--> statement-breakpoint
CREATE INDEX `matches_game_finished` ON `matches` (`game`,`finished_at`,`id`);