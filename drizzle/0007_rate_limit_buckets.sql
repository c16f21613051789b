CREATE TABLE "rate_limit_buckets" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_expire_idx" ON "rate_limit_buckets" USING btree ("expire");