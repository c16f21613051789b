-- The table was never written before this migration; a key means nothing
-- without the request it was used for, so any row is dropped rather than
-- given a made-up fingerprint.
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "scope" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "fingerprint" varchar(64) NOT NULL;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
