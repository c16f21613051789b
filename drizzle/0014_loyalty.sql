ALTER TABLE "referrals" ALTER COLUMN "referred_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD COLUMN "first_name" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD COLUMN "last_name" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD COLUMN "mobile" varchar(11) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD COLUMN "nation_code" varchar(10);--> statement-breakpoint
ALTER TABLE "gift_requests" ADD COLUMN "address_id" integer;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "requires_nation_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "delivery" varchar(8) DEFAULT 'address' NOT NULL;--> statement-breakpoint
ALTER TABLE "point_histories" ADD COLUMN "referral_id" integer;--> statement-breakpoint
ALTER TABLE "point_histories" ADD COLUMN "wheel_spin_id" integer;--> statement-breakpoint
ALTER TABLE "point_histories" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "point_histories" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_plans" ADD COLUMN "max_referrals" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referred_mobile" varchar(11);--> statement-breakpoint
UPDATE "referrals" SET "referred_mobile" = "customers"."mobile" FROM "customers" WHERE "customers"."id" = "referrals"."referred_id";--> statement-breakpoint
ALTER TABLE "referrals" ALTER COLUMN "referred_mobile" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referred_first_name" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referred_last_name" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "rewarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD COLUMN "period" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "wheel_spins" SET "period" = -"id";--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_branch_id_shops_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_histories" ADD CONSTRAINT "point_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_histories_order_idx" ON "point_histories" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_mobile_uq" ON "referrals" USING btree ("referred_mobile");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_period_uq" ON "wheel_spins" USING btree ("customer_id","period");--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_stock_nonnegative" CHECK ("gifts"."stock" is null or "gifts"."stock" >= 0);