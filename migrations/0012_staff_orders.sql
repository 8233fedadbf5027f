ALTER TABLE `orders` ADD `source` text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `taken_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `taken_by_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `pay_key` text;--> statement-breakpoint
-- The one account that owns the orders staff take for someone without an account (worker/db/users.ts HOUSE_ACCOUNT):
-- no identity provider gives a uid with a colon, so nobody signs in as it; its role keeps it out of the customers and mails.
INSERT INTO `users` (`user_id`, `name`, `email`, `role`) VALUES ('house:counter', 'Guests without an account', '', 'house') ON CONFLICT (`user_id`) DO NOTHING;
