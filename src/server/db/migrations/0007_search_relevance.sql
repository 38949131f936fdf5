-- Search at size (issue 9): a product type and a short search title per product, its word index,
-- a popularity order, the catalogue's vocabulary (for typos) and the queries nobody found.
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
CREATE INDEX "products_live_title_vector_idx" ON "products" USING gin ("title_vector") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS FIRST,"id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_search_title_missing_idx" ON "products" USING btree ("id") WHERE search_title = '';--> statement-breakpoint
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
ANALYZE "search_terms";
