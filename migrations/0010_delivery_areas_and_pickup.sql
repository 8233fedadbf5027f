ALTER TABLE `orders` ADD `fulfilment` text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_area` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_area_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_fee` integer DEFAULT 120 NOT NULL;