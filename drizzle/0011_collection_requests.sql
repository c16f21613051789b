CREATE TABLE "collection_pickups" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"pickup_date" date NOT NULL,
	"by_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_schedules" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"repeat" boolean DEFAULT false NOT NULL,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickups_done" integer DEFAULT 0 NOT NULL,
	"last_pickup_date" date
);
--> statement-breakpoint
ALTER TABLE "collection_pickups" ADD CONSTRAINT "collection_pickups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_pickups" ADD CONSTRAINT "collection_pickups_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_schedules" ADD CONSTRAINT "collection_schedules_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_pickups_day_uq" ON "collection_pickups" USING btree ("order_id","pickup_date");