DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_words" ADD COLUMN "name_rank" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_compact" text GENERATED ALWAYS AS (replace(search_text, ' ', '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_words_relevance_idx" ON "product_words" USING btree ("word","name_rank","created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_search_compact_trgm_idx" ON "products" USING gin ("search_compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_pending_idx" ON "products" USING btree ("id") WHERE search_name = '';--> statement-breakpoint
-- product_words now also records how each word stands in the name (name_rank).
-- Rows already there keep 3 until the product's search columns are rewritten:
-- the start-up re-index (server/db/search-reindex.ts) rewrites every row
-- without a search_name, and this trigger then lays its words out again.
CREATE OR REPLACE FUNCTION "product_words_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.search_words IS NOT DISTINCT FROM OLD.search_words
     AND NEW.search_name IS NOT DISTINCT FROM OLD.search_name THEN
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
  INSERT INTO "product_words" ("word", "product_id", "final_price", "sales_count", "created_at", "listed", "in_stock", "name_rank")
  SELECT w, NEW.id, NEW.final_price, NEW.sales_count, NEW.created_at, NEW.is_active,
         (NEW.stock IS NULL OR NEW.stock > 0),
         CASE WHEN w = name_words[1] THEN 0 WHEN w = ANY(name_words) THEN 1 ELSE 3 END
    FROM (SELECT DISTINCT w FROM unnest(NEW.search_words) AS w WHERE w <> '') AS words,
         (SELECT string_to_array(NEW.search_name, ' ') AS name_words) AS name;
  RETURN NEW;
END
$$;
