CREATE TABLE "shop_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "status" varchar(16) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reminders" ADD COLUMN "by_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "comments" SET "status" = CASE WHEN "is_published" THEN 'published' ELSE 'pending' END;--> statement-breakpoint
DELETE FROM "comments" c USING "comments" newer WHERE c."customer_id" IS NOT NULL AND newer."customer_id" = c."customer_id" AND newer."product_id" = c."product_id" AND newer."id" > c."id";--> statement-breakpoint
DELETE FROM "comment_reports" r USING "comment_reports" earlier WHERE earlier."comment_id" = r."comment_id" AND earlier."customer_id" = r."customer_id" AND earlier."id" < r."id";--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reports_comment_customer_uq" ON "comment_reports" USING btree ("comment_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_product_customer_uq" ON "comments" USING btree ("product_id","customer_id") WHERE "comments"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_status_idx" ON "comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "stock_reminders_waiting_idx" ON "stock_reminders" USING btree ("product_id") WHERE "stock_reminders"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "comments" DROP COLUMN "is_published";