CREATE TABLE "back_in_stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_option_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"value_en" text NOT NULL,
	"value_ar" text NOT NULL,
	"color_code" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	CONSTRAINT "product_options_position_range" CHECK ("product_options"."position" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"option1_value_id" uuid,
	"option2_value_id" uuid,
	"option3_value_id" uuid,
	"price_piastres" integer NOT NULL,
	"compare_at_price_piastres" integer,
	"stock_quantity" integer,
	"weight_grams" integer,
	"image_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer,
	"low_stock_alerted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_combination_unique" UNIQUE NULLS NOT DISTINCT("product_id","option1_value_id","option2_value_id","option3_value_id") DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "product_variants_price_non_negative" CHECK ("product_variants"."price_piastres" >= 0),
	CONSTRAINT "product_variants_compare_at_above_price" CHECK ("product_variants"."compare_at_price_piastres" IS NULL OR "product_variants"."compare_at_price_piastres" > "product_variants"."price_piastres"),
	CONSTRAINT "product_variants_stock_non_negative" CHECK ("product_variants"."stock_quantity" IS NULL OR "product_variants"."stock_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"delta" integer NOT NULL,
	"stock_after" integer,
	"reason" text NOT NULL,
	"order_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_line_unique";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_storage_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "banner_url" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "banner_storage_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_variants" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_name_en" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_name_ar" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_option1_value_id_product_option_values_id_fk" FOREIGN KEY ("option1_value_id") REFERENCES "public"."product_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_option2_value_id_product_option_values_id_fk" FOREIGN KEY ("option2_value_id") REFERENCES "public"."product_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_option3_value_id_product_option_values_id_fk" FOREIGN KEY ("option3_value_id") REFERENCES "public"."product_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_open_unique" ON "back_in_stock_requests" USING btree ("user_id","product_id",coalesce("variant_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_waiting_idx" ON "back_in_stock_requests" USING btree ("product_id","variant_id") WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_values_unique" ON "product_option_values" USING btree ("option_id",lower("value_en"));--> statement-breakpoint
CREATE INDEX "product_option_values_option_idx" ON "product_option_values" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_position_unique" ON "product_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_unique" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","variant_id","created_at");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree (lower("sku")) WHERE "products"."sku" is not null and "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_line_unique" UNIQUE NULLS NOT DISTINCT("cart_id","product_id","color_id","variant_id");--> statement-breakpoint
-- Orders placed before the order kept its language: the customer's preferred language is the best guess.
UPDATE "orders" SET "locale" = "users"."preferred_language" FROM "users" WHERE "users"."id" = "orders"."user_id" AND "users"."preferred_language" IS NOT NULL;
--> statement-breakpoint
-- A product sold as variants shows a summary of its active variants in its own row (lowest price
-- with that variant's compare-at price, in stock when any is available; its stock figure is
-- null: stock is tracked per variant), so storefront lists, sorts and filters stay one table.
-- Kept here, by trigger, so no writer (admin, import, bulk edit, an order's stock) can forget it;
-- a product is written only when its summary changes.
CREATE FUNCTION product_variant_summary() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN pid := OLD.product_id; ELSE pid := NEW.product_id; END IF;
  UPDATE products p SET
    has_variants = s.n > 0,
    price_piastres = CASE WHEN s.n > 0 THEN coalesce(s.min_price, p.price_piastres) ELSE p.price_piastres END,
    compare_at_price_piastres = CASE WHEN s.n > 0 AND s.min_price IS NOT NULL THEN s.compare_at ELSE p.compare_at_price_piastres END,
    stock_quantity = CASE WHEN s.n > 0 THEN NULL ELSE p.stock_quantity END,
    in_stock = CASE WHEN s.n > 0 THEN s.available ELSE p.in_stock END
  FROM (
    SELECT count(*)::int AS n,
      min(v.price_piastres) FILTER (WHERE v.is_active) AS min_price,
      (array_agg(v.compare_at_price_piastres ORDER BY v.price_piastres, v.position)
        FILTER (WHERE v.is_active))[1] AS compare_at,
      coalesce(bool_or(v.stock_quantity IS NULL OR v.stock_quantity > 0) FILTER (WHERE v.is_active), false) AS available
    FROM product_variants v WHERE v.product_id = pid
  ) s
  WHERE p.id = pid AND (
    p.has_variants IS DISTINCT FROM (s.n > 0)
    OR (s.n > 0 AND (
      p.price_piastres IS DISTINCT FROM coalesce(s.min_price, p.price_piastres)
      OR (s.min_price IS NOT NULL AND p.compare_at_price_piastres IS DISTINCT FROM s.compare_at)
      OR p.stock_quantity IS NOT NULL
      OR p.in_stock IS DISTINCT FROM s.available)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_summary AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variant_summary();
