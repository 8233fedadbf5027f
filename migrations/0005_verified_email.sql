ALTER TABLE `mail_outbox` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `users` ADD `verified_email` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_verified_email_idx` ON `users` (lower("verified_email"));