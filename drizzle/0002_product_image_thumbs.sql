ALTER TABLE "product_images" ADD COLUMN "thumb_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "storage_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;