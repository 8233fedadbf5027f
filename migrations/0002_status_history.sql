CREATE TABLE `status_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text NOT NULL,
	`subject_id` text NOT NULL,
	`action` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`actor_id` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `status_events_subject_idx` ON `status_events` (`subject_id`,`at`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_total_idx` ON `orders` (`total`);--> statement-breakpoint
CREATE INDEX `reservations_date_time_idx` ON `reservations` (`date`,`time`);--> statement-breakpoint
CREATE INDEX `reservations_status_date_idx` ON `reservations` (`status`,`date`,`time`);