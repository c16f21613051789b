ALTER TABLE "orders" ADD COLUMN "pickup_shop_id" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "opens_at" varchar(5);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "closes_at" varchar(5);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_shop_id_shops_id_fk" FOREIGN KEY ("pickup_shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;