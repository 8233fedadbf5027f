CREATE TABLE `content_hook_calls` (
	`signature` text PRIMARY KEY NOT NULL,
	`seen_at` integer NOT NULL
);
