-- Issue 19 §2–5: shipping zones, coupons, sale prices, and the order amounts they add.
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_piastres" integer,
	"min_subtotal_piastres" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_value" CHECK (("coupons"."kind" = 'percentage' AND "coupons"."percent" BETWEEN 1 AND 100 AND "coupons"."amount_piastres" IS NULL)
        OR ("coupons"."kind" = 'fixed' AND "coupons"."amount_piastres" > 0 AND "coupons"."percent" IS NULL)
        OR ("coupons"."kind" = 'free_shipping' AND "coupons"."percent" IS NULL AND "coupons"."amount_piastres" IS NULL)),
	CONSTRAINT "coupons_min_subtotal_non_negative" CHECK ("coupons"."min_subtotal_piastres" IS NULL OR "coupons"."min_subtotal_piastres" >= 0),
	CONSTRAINT "coupons_dates" CHECK ("coupons"."starts_at" IS NULL OR "coupons"."ends_at" IS NULL OR "coupons"."ends_at" > "coupons"."starts_at"),
	CONSTRAINT "coupons_usage_limit_positive" CHECK ("coupons"."usage_limit" IS NULL OR "coupons"."usage_limit" > 0),
	CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."used_count" >= 0 AND ("coupons"."usage_limit" IS NULL OR "coupons"."used_count" <= "coupons"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "order_coupons" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"once_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_governorates" (
	"governorate" text PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"fee_piastres" integer NOT NULL,
	"free_over_piastres" integer,
	"days_min" integer NOT NULL,
	"days_max" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_fee_non_negative" CHECK ("shipping_zones"."fee_piastres" >= 0),
	CONSTRAINT "shipping_zones_free_over_non_negative" CHECK ("shipping_zones"."free_over_piastres" IS NULL OR "shipping_zones"."free_over_piastres" >= 0),
	CONSTRAINT "shipping_zones_days" CHECK ("shipping_zones"."days_min" >= 0 AND "shipping_zones"."days_max" >= "shipping_zones"."days_min")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_consistent";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_quote_consistent";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compare_at_price_piastres" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_piastres" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_piastres" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_piastres" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_piastres" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Stored quotes become version 2 (decision 039): the discount, the cash-on-delivery fee and the
-- delivery estimate join the amounts. Earlier orders had none of them.
DROP TRIGGER "orders_quote_fill" ON "orders";--> statement-breakpoint
DROP FUNCTION orders_fill_quote();--> statement-breakpoint
DROP FUNCTION orders_derived_quote(integer, integer, integer);--> statement-breakpoint
CREATE FUNCTION orders_derived_quote(subtotal integer, shipping integer, cod_fee integer, discount integer, total integer)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'version', 2,
    'origin', 'derived',
    'subtotalPiastres', subtotal,
    'discounts', '[]'::jsonb,
    'discountPiastres', discount,
    'shipping', jsonb_build_object(
      'feePiastres', shipping,
      'basis', CASE WHEN subtotal = 0 THEN 'empty' WHEN shipping > 0 THEN 'flat' ELSE 'free-over-threshold' END,
      'rule', null,
      'zone', null,
      'estimate', null
    ),
    'codFeePiastres', cod_fee,
    'vat', null,
    'totalPiastres', total
  )
$$;--> statement-breakpoint
UPDATE "orders" SET "quote" = jsonb_set(
  "quote" || jsonb_build_object('version', 2, 'discountPiastres', 0, 'codFeePiastres', 0),
  '{shipping,estimate}', 'null'::jsonb
) WHERE ("quote"->>'version')::int = 1;--> statement-breakpoint
CREATE FUNCTION orders_fill_quote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.quote := orders_derived_quote(NEW.subtotal_piastres, NEW.shipping_piastres, NEW.cod_fee_piastres, NEW.discount_piastres, NEW.total_piastres);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_quote_fill BEFORE INSERT ON "orders"
  FOR EACH ROW WHEN (NEW.quote IS NULL) EXECUTE FUNCTION orders_fill_quote();--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_governorates" ADD CONSTRAINT "shipping_zone_governorates_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key_unique" ON "coupons" USING btree ("code_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_coupons_once_unique" ON "order_coupons" USING btree ("coupon_id","once_key");--> statement-breakpoint
CREATE INDEX "order_coupons_coupon_user_idx" ON "order_coupons" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "shipping_zone_governorates_zone_idx" ON "shipping_zone_governorates" USING btree ("zone_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_compare_at_above_price" CHECK ("products"."compare_at_price_piastres" IS NULL OR "products"."compare_at_price_piastres" > "products"."price_piastres");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_within_line" CHECK ("order_items"."discount_piastres" >= 0 and "order_items"."discount_piastres" <= "order_items"."total_piastres");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."discount_piastres" >= 0 and "orders"."cod_fee_piastres" >= 0 and "orders"."vat_piastres" >= 0 and "orders"."vat_piastres" <= "orders"."total_piastres");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_consistent" CHECK ("orders"."total_piastres" = "orders"."subtotal_piastres" + "orders"."shipping_piastres" + "orders"."cod_fee_piastres" - "orders"."discount_piastres" and "orders"."total_piastres" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_consistent" CHECK (("orders"."quote"->>'subtotalPiastres')::int = "orders"."subtotal_piastres" and ("orders"."quote"->'shipping'->>'feePiastres')::int = "orders"."shipping_piastres" and ("orders"."quote"->>'totalPiastres')::int = "orders"."total_piastres" and ("orders"."quote"->>'discountPiastres')::int = "orders"."discount_piastres" and ("orders"."quote"->>'codFeePiastres')::int = "orders"."cod_fee_piastres" and coalesce(("orders"."quote"->'vat'->>'includedPiastres')::int, 0) = "orders"."vat_piastres");