ALTER TABLE "customer_types" ADD COLUMN "declarable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Demo shops made before this column: the plain customer type stays the one a customer may pick.
UPDATE "customer_types" SET "declarable" = true WHERE "name" = 'مشتری عادی' AND "parent_id" IS NULL;
