CREATE TABLE `invoices` (
	`year` text NOT NULL,
	`serial` integer NOT NULL,
	`order_id` text NOT NULL,
	`issued_at` integer NOT NULL,
	`vat_rate` integer NOT NULL,
	`total` integer NOT NULL,
	`vat` integer NOT NULL,
	`service_charge` integer NOT NULL,
	`delivery_fee` integer NOT NULL,
	`payment_method` text NOT NULL,
	PRIMARY KEY(`year`, `serial`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_order_idx` ON `invoices` (`order_id`);--> statement-breakpoint
CREATE INDEX `invoices_issued_idx` ON `invoices` (`issued_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `service_charge` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `service_charge_rate` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `vat_rate` integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `vat` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `bin` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_year` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_serial` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoiced_at` integer;--> statement-breakpoint
-- Orders placed before the invoice were sold at 5% (the restaurant rate since January 2025), with no service
-- charge: their VAT in paisa, rounded half up as worker/contract/invoice.ts rounds it. They have no invoice number.
UPDATE `orders` SET `vat` = (2 * (`total` + `delivery_fee`) * 100 * 500 + 10500) / (2 * 10500);
