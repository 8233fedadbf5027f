ALTER TABLE `status_events` ADD `total` integer;--> statement-breakpoint
CREATE INDEX `mail_outbox_words_idx` ON `mail_outbox` (`state`,`sent_at`) WHERE recipient != '';