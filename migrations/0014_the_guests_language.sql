ALTER TABLE `mail_outbox` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `sms_outbox` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `waitlist` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- A text is written in the language of the mail it copies (worker/sms/outbox.ts; decision 0028): the trigger of
-- migrations/0013 again, with the mail's `lang` copied beside its news.
DROP TRIGGER `sms_from_mail`;--> statement-breakpoint
CREATE TRIGGER `sms_from_mail` AFTER INSERT ON `mail_outbox`
WHEN NEW.`kind` IN ('order-placed', 'reservation-confirmed', 'reservation-reminder', 'reservation-cancelled')
  OR (NEW.`kind` = 'order-status' AND json_extract(NEW.`payload`, '$.status') IN ('ready', 'cancelled'))
BEGIN
  INSERT OR IGNORE INTO `sms_outbox` (`id`, `kind`, `subject_id`, `user_id`, `phone`, `payload`, `dedupe`, `state`, `next_attempt_at`, `created_at`, `updated_at`, `lang`)
  SELECT lower(hex(randomblob(8))), NEW.`kind`, NEW.`subject_id`, u.`user_id`, u.`verified_phone`,
    CASE WHEN NEW.`kind` LIKE 'order-%'
      THEN json_object('orderId', NEW.`subject_id`, 'status', json_extract(NEW.`payload`, '$.status'), 'fulfilment', json_extract(NEW.`payload`, '$.fulfilment'), 'refund', json_extract(NEW.`payload`, '$.refund'))
      ELSE json_object('reservationId', NEW.`subject_id`, 'date', json_extract(NEW.`payload`, '$.date'), 'time', json_extract(NEW.`payload`, '$.time'), 'guests', json_extract(NEW.`payload`, '$.guests'))
    END,
    NEW.`kind` || ':' || NEW.`subject_id` || coalesce(':' || json_extract(NEW.`payload`, '$.status'), ''),
    'queued', NEW.`created_at`, NEW.`created_at`, NEW.`created_at`, NEW.`lang`
  FROM `users` u
  WHERE u.`user_id` = NEW.`user_id` AND u.`verified_phone` IS NOT NULL
    AND (CASE WHEN NEW.`kind` LIKE 'order-%' THEN u.`sms_orders` ELSE u.`sms_bookings` END) = 1;
END;
