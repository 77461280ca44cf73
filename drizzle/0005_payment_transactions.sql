CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"amount_cents" integer,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "inquired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_transaction_state_unique" ON "payment_transactions" USING btree ("transaction_id","state");--> statement-breakpoint
CREATE INDEX "payment_transactions_attempt_idx" ON "payment_transactions" USING btree ("attempt_id");