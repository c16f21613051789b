CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_local_citizens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"mobile" varchar(11) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_local_codes" (
	"code_hash" varchar(64) PRIMARY KEY NOT NULL,
	"citizen_id" integer NOT NULL,
	"state" varchar(64) NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shop_qr_codes" ALTER COLUMN "login_to_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_local_codes" ADD CONSTRAINT "sso_local_codes_citizen_id_sso_local_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."sso_local_citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_local_citizens_mobile_uq" ON "sso_local_citizens" USING btree ("mobile");--> statement-breakpoint
ALTER TABLE "shop_qr_codes" ADD CONSTRAINT "shop_qr_codes_login_to_id_shops_id_fk" FOREIGN KEY ("login_to_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;