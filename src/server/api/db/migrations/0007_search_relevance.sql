-- Search at size: a product type, a short search title and a popularity per product, a
-- narrow copy of them that search reads (product_search), the catalogue's vocabulary (for typos)
-- and the queries nobody found.
-- Hand-edited drizzle-kit output: the collation, the trigger and the backfill are not modelled by
-- drizzle-kit, and the columns are added in one statement so the table is rewritten once.
-- Existing products get their type and title from the shop at its next start (search-reindex.ts),
-- which computes them with the same code that writes new products.
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"similar" boolean DEFAULT false NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Byte order ("C"), so that the words starting with a prefix are one range of the primary key.
CREATE TABLE "search_terms" (
	"term" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products"
  ADD COLUMN "product_type" text DEFAULT '' NOT NULL,
  ADD COLUMN "search_title" text DEFAULT '' NOT NULL,
  ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_title)) STORED,
  ADD COLUMN "popularity" real GENERATED ALWAYS AS ((rating / 5.0 * ln(1 + rating_count) / ln(1001.0))::real) STORED NOT NULL;--> statement-breakpoint
-- The trigram index over the whole search document is no longer read: typos are corrected against
-- search_terms, a few thousand words, instead of every product's text.
DROP INDEX IF EXISTS "products_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_misses_count_idx" ON "search_misses" USING btree ("count" DESC NULLS LAST,"last_seen" DESC NULLS LAST,"query");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_title_missing_idx" ON "products" USING btree ("id") WHERE search_title = '';--> statement-breakpoint
-- What search ranks, one narrow row per product on sale (popularity first, so a sort reads it
-- without walking the row), kept by the triggers below.
CREATE TABLE "product_search" (
	"popularity" real NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"search_title" text NOT NULL,
	"title_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_title_idx" ON "product_search" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "product_search_popularity_idx" ON "product_search" USING btree ("popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Inserted products on sale are copied once per statement (a bulk load's batch is one INSERT, and
-- may run while product_search has no keys: no ON CONFLICT). A change of what search reads, or an
-- archiving, rewrites or removes the row; deleted and truncated products leave with their rows.
CREATE OR REPLACE FUNCTION product_search_insert() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    INSERT INTO product_search (popularity, id, product_type, name, brand, search_title, title_vector)
      SELECT popularity, id, product_type, name, brand, search_title, title_vector FROM new_rows
      WHERE archived_at IS NULL;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_update() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    DELETE FROM product_search WHERE id = OLD.id;
    IF NEW.archived_at IS NULL THEN
      INSERT INTO product_search (popularity, id, product_type, name, brand, search_title, title_vector)
        VALUES (NEW.popularity, NEW.id, NEW.product_type, NEW.name, NEW.brand, NEW.search_title,
          NEW.title_vector);
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_delete() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    DELETE FROM product_search WHERE id IN (SELECT id FROM old_rows);
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_truncate() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    TRUNCATE product_search;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "products_product_search_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_search_insert();--> statement-breakpoint
CREATE TRIGGER "products_product_search_update"
  AFTER UPDATE OF "name", "brand", "search_title", "product_type", "rating", "rating_count", "archived_at"
  ON "products" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.brand IS DISTINCT FROM NEW.brand
    OR OLD.search_title IS DISTINCT FROM NEW.search_title
    OR OLD.product_type IS DISTINCT FROM NEW.product_type OR OLD.rating IS DISTINCT FROM NEW.rating
    OR OLD.rating_count IS DISTINCT FROM NEW.rating_count
    OR OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION product_search_update();--> statement-breakpoint
CREATE TRIGGER "products_product_search_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_search_delete();--> statement-breakpoint
CREATE TRIGGER "products_product_search_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_truncate();--> statement-breakpoint
INSERT INTO "product_search" (popularity, id, product_type, name, brand, search_title, title_vector)
  SELECT popularity, id, product_type, name, brand, search_title, title_vector FROM "products"
  WHERE archived_at IS NULL;--> statement-breakpoint
-- The vocabulary follows the products: every word of a written search document is added (words
-- longer than 32 characters are left out, so junk cannot grow it). Inserts are handled once per
-- statement (a bulk load of thousands of rows is one INSERT here); updates only when the search
-- document itself changed, so a stock update costs nothing.
CREATE OR REPLACE FUNCTION search_terms_of_new_rows() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    INSERT INTO search_terms (term)
      SELECT DISTINCT word FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS word
      WHERE length(word) <= 32
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_of_new_row() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    INSERT INTO search_terms (term)
      SELECT DISTINCT word FROM unnest(tsvector_to_array(NEW.search_vector)) AS word
      WHERE length(word) <= 32
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION search_terms_of_new_rows();--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE OF "search_text" ON "products"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION search_terms_of_new_row();--> statement-breakpoint
INSERT INTO "search_terms" ("term")
  SELECT DISTINCT word FROM "products", unnest(tsvector_to_array(search_vector)) AS word
  WHERE length(word) <= 32
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ANALYZE "products";--> statement-breakpoint
ANALYZE "product_search";--> statement-breakpoint
ANALYZE "search_terms";
