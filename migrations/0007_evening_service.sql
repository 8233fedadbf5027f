CREATE TABLE `kitchen_pause` (
	`id` integer PRIMARY KEY NOT NULL,
	`until` integer,
	`paused_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sold_out_dishes` (
	`dish_id` text PRIMARY KEY NOT NULL,
	`until` integer,
	`switched_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `scheduled_for` integer;--> statement-breakpoint
ALTER TABLE `reservations` ADD `reminded_at` integer;