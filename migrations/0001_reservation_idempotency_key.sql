ALTER TABLE `reservations` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_user_idempotency_idx` ON `reservations` (`user_id`,`idempotency_key`);