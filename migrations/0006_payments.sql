CREATE TABLE `gateway_tokens` (
	`gateway` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`refresh_token` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`gateway` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text DEFAULT 'initiated' NOT NULL,
	`gateway_payment_id` text,
	`validation_id` text,
	`transaction_id` text,
	`instrument` text,
	`refund_ref` text,
	`last_error` text,
	`settled_at` integer,
	`refunded_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_status_created_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_gateway_payment_idx` ON `payments` (`gateway`,`gateway_payment_id`);--> statement-breakpoint
DROP INDEX `orders_total_idx`;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_status` text DEFAULT 'cod' NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_payment_total_idx` ON `orders` (`payment_status`,`total`);