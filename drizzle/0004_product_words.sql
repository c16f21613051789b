CREATE TABLE "product_words" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	"final_price" integer NOT NULL,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"listed" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	CONSTRAINT "product_words_word_product_id_pk" PRIMARY KEY("word","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_words_price_idx" ON "product_words" USING btree ("word","final_price","product_id");--> statement-breakpoint
CREATE INDEX "product_words_sales_idx" ON "product_words" USING btree ("word","sales_count","product_id");--> statement-breakpoint
CREATE INDEX "product_words_created_idx" ON "product_words" USING btree ("word","created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_words_product_idx" ON "product_words" USING btree ("product_id");--> statement-breakpoint
CREATE FUNCTION "product_words_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.search_words IS NOT DISTINCT FROM OLD.search_words THEN
    -- Same words: only the sort keys and flags can have moved (a sale, a price, stock).
    IF NEW.final_price IS DISTINCT FROM OLD.final_price
       OR NEW.sales_count IS DISTINCT FROM OLD.sales_count
       OR NEW.created_at IS DISTINCT FROM OLD.created_at
       OR NEW.is_active IS DISTINCT FROM OLD.is_active
       OR (NEW.stock IS NULL OR NEW.stock > 0) IS DISTINCT FROM (OLD.stock IS NULL OR OLD.stock > 0) THEN
      UPDATE "product_words"
         SET "final_price" = NEW.final_price, "sales_count" = NEW.sales_count,
             "created_at" = NEW.created_at, "listed" = NEW.is_active,
             "in_stock" = (NEW.stock IS NULL OR NEW.stock > 0)
       WHERE "product_id" = NEW.id;
    END IF;
    RETURN NEW;
  END IF;
  DELETE FROM "product_words" WHERE "product_id" = NEW.id;
  INSERT INTO "product_words" ("word", "product_id", "final_price", "sales_count", "created_at", "listed", "in_stock")
  SELECT DISTINCT w, NEW.id, NEW.final_price, NEW.sales_count, NEW.created_at, NEW.is_active,
         (NEW.stock IS NULL OR NEW.stock > 0)
    FROM unnest(NEW.search_words) AS w
   WHERE w <> '';
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_words_sync" AFTER INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_words_sync"();
--> statement-breakpoint
INSERT INTO "product_words" ("word", "product_id", "final_price", "sales_count", "created_at", "listed", "in_stock")
SELECT DISTINCT w, p.id, p.final_price, p.sales_count, p.created_at, p.is_active, (p.stock IS NULL OR p.stock > 0)
  FROM "products" p, unnest(p.search_words) AS w
 WHERE w <> '';
