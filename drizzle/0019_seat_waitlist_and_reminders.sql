CREATE TABLE "reservation_reminders" (
	"reservation_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_reminders_reservation_id_kind_pk" PRIMARY KEY("reservation_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reservation_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"reserve_date" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"count" integer NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_reminders" ADD CONSTRAINT "reservation_reminders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_waitlist" ADD CONSTRAINT "reservation_waitlist_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_waitlist" ADD CONSTRAINT "reservation_waitlist_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_waitlist_customer_slot_uq" ON "reservation_waitlist" USING btree ("customer_id","product_id","reserve_date","start_time","end_time");--> statement-breakpoint
CREATE INDEX "reservation_waitlist_slot_idx" ON "reservation_waitlist" USING btree ("product_id","reserve_date","start_time","id");