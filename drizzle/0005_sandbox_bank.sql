CREATE TABLE "sandbox_bank_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"authority" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mobile" varchar(11),
	"callback_url" text NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"ref_id" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "sandbox_bank_transactions_amount_positive" CHECK ("sandbox_bank_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bank_transactions_authority_uq" ON "sandbox_bank_transactions" USING btree ("authority");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0);