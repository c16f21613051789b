CREATE TABLE "search_terms" (
	"folded" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_terms_folded_word_pk" PRIMARY KEY("folded","word")
);
--> statement-breakpoint
-- search_terms learns every word product_words is given, with its spelling
-- folded as lib/text/search-spelling.ts folds it (SPELLING_FOLD_FROM → _TO;
-- tests/api/search-spelling.test.ts checks the two agree). Insert only.
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
  INSERT INTO "search_terms" ("folded", "word")
  SELECT DISTINCT translate(w, 'ذظضصثحطغگئ', 'زززسسهتقکی'), w
    FROM unnest(NEW.search_words) AS w
   WHERE w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
INSERT INTO "search_terms" ("folded", "word")
SELECT DISTINCT translate("word", 'ذظضصثحطغگئ', 'زززسسهتقکی'), "word" FROM "product_words"
ON CONFLICT DO NOTHING;
