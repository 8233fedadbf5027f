CREATE TABLE `phone_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`phone` text NOT NULL,
	`code_hash` text NOT NULL,
	`client` text NOT NULL,
	`tries` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `phone_codes_phone_idx` ON `phone_codes` (`phone`,`created_at`);--> statement-breakpoint
CREATE INDEX `phone_codes_client_idx` ON `phone_codes` (`client`,`created_at`);--> statement-breakpoint
CREATE INDEX `phone_codes_user_idx` ON `phone_codes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sms_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`user_id` text,
	`phone` text NOT NULL,
	`payload` text NOT NULL,
	`dedupe` text NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`segments` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`lease_until` integer,
	`last_error` text,
	`sent_day` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_outbox_dedupe_idx` ON `sms_outbox` (`dedupe`);--> statement-breakpoint
CREATE INDEX `sms_outbox_due_idx` ON `sms_outbox` (`state`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `sms_outbox_day_idx` ON `sms_outbox` (`sent_day`);--> statement-breakpoint
CREATE TABLE `waitlist` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`date` text NOT NULL,
	`guests` integer NOT NULL,
	`from_time` text NOT NULL,
	`to_time` text NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`offer_table` integer,
	`offer_time` text,
	`offer_expires_at` integer,
	`offer_token_hash` text,
	`reservation_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `waitlist_date_status_idx` ON `waitlist` (`date`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `waitlist_user_idx` ON `waitlist` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_offer_token_idx` ON `waitlist` (`offer_token_hash`);--> statement-breakpoint
ALTER TABLE `users` ADD `verified_phone` text;--> statement-breakpoint
ALTER TABLE `users` ADD `sms_orders` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `sms_bookings` integer DEFAULT true NOT NULL;--> statement-breakpoint
-- The guest's news by text as well as by mail (worker/sms/outbox.ts): every mail about an order or a booking that a
-- text also tells of is copied, in the same transaction, to the account's PROVEN number, if the guest has one and
-- wants that kind. Only what the text's words need is kept; `dedupe` makes each piece of news one text.
CREATE TRIGGER `sms_from_mail` AFTER INSERT ON `mail_outbox`
WHEN NEW.`kind` IN ('order-placed', 'reservation-confirmed', 'reservation-reminder', 'reservation-cancelled')
  OR (NEW.`kind` = 'order-status' AND json_extract(NEW.`payload`, '$.status') IN ('ready', 'cancelled'))
BEGIN
  INSERT OR IGNORE INTO `sms_outbox` (`id`, `kind`, `subject_id`, `user_id`, `phone`, `payload`, `dedupe`, `state`, `next_attempt_at`, `created_at`, `updated_at`)
  SELECT lower(hex(randomblob(8))), NEW.`kind`, NEW.`subject_id`, u.`user_id`, u.`verified_phone`,
    CASE WHEN NEW.`kind` LIKE 'order-%'
      THEN json_object('orderId', NEW.`subject_id`, 'status', json_extract(NEW.`payload`, '$.status'), 'fulfilment', json_extract(NEW.`payload`, '$.fulfilment'), 'refund', json_extract(NEW.`payload`, '$.refund'))
      ELSE json_object('reservationId', NEW.`subject_id`, 'date', json_extract(NEW.`payload`, '$.date'), 'time', json_extract(NEW.`payload`, '$.time'), 'guests', json_extract(NEW.`payload`, '$.guests'))
    END,
    NEW.`kind` || ':' || NEW.`subject_id` || coalesce(':' || json_extract(NEW.`payload`, '$.status'), ''),
    'queued', NEW.`created_at`, NEW.`created_at`, NEW.`created_at`
  FROM `users` u
  WHERE u.`user_id` = NEW.`user_id` AND u.`verified_phone` IS NOT NULL
    AND (CASE WHEN NEW.`kind` LIKE 'order-%' THEN u.`sms_orders` ELSE u.`sms_bookings` END) = 1;
END;
