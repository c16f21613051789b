ALTER TABLE "customers" ADD COLUMN "referral_code" varchar(16);--> statement-breakpoint
ALTER TABLE "referral_plans" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_referral_code_uq" ON "customers" USING btree ("referral_code");