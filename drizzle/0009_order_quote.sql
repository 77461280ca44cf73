-- Every order stores what its quote decided (decision 036, "Stored quote"). Orders placed before
-- this migration get the quote derived from their stored amounts (origin 'derived', the rule
-- unknown), so no order is left without one.
ALTER TABLE "orders" ADD COLUMN "quote" jsonb DEFAULT null;--> statement-breakpoint
CREATE FUNCTION orders_derived_quote(subtotal integer, shipping integer, total integer)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'version', 1,
    'origin', 'derived',
    'subtotalPiastres', subtotal,
    'discounts', '[]'::jsonb,
    'shipping', jsonb_build_object(
      'feePiastres', shipping,
      'basis', CASE WHEN subtotal = 0 THEN 'empty' WHEN shipping > 0 THEN 'flat' ELSE 'free-over-threshold' END,
      'rule', null,
      'zone', null
    ),
    'vat', null,
    'totalPiastres', total
  )
$$;--> statement-breakpoint
UPDATE "orders" SET "quote" = orders_derived_quote("subtotal_piastres", "shipping_piastres", "total_piastres");--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "quote" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_consistent" CHECK (("orders"."quote"->>'subtotalPiastres')::int = "orders"."subtotal_piastres" and ("orders"."quote"->'shipping'->>'feePiastres')::int = "orders"."shipping_piastres" and ("orders"."quote"->>'totalPiastres')::int = "orders"."total_piastres");--> statement-breakpoint
-- A row inserted without a quote (test fixtures, the bench data set) gets the derived one; the
-- checkout always writes its own. NOT NULL is checked after BEFORE triggers.
CREATE FUNCTION orders_fill_quote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.quote := orders_derived_quote(NEW.subtotal_piastres, NEW.shipping_piastres, NEW.total_piastres);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_quote_fill BEFORE INSERT ON "orders"
  FOR EACH ROW WHEN (NEW.quote IS NULL) EXECUTE FUNCTION orders_fill_quote();
