-- Listing indexes: every listing filter and sort reads an index range of products on
-- sale (partial on archived_at is null). Hand-added to drizzle-kit's output: the fill factor and
-- the functions, which drizzle-kit does not model, and the columns added in one statement.
--
-- Room on every page for a changed row version: a sale's stock update touches no indexed column,
-- so it stays a heap-only (HOT) update instead of writing an entry into each index.
ALTER TABLE "products" SET (fillfactor = 90);--> statement-breakpoint
-- How listings match brand and criteria labels (product-query.ts), and the text String field
-- filters search: immutable, so generated columns store them. The bodies call built-in functions
-- only, so they work under any search_path (pg_restore runs with an empty one).
CREATE OR REPLACE FUNCTION loose_label(label text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(lower(trim(label)), '[[:space:]-]+', ' ', 'g') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_labels(category text, labels jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE WHEN jsonb_typeof(labels) = 'array' THEN ARRAY(
    SELECT category || ':' || regexp_replace(lower(trim(value)), '[[:space:]-]+', ' ', 'g')
    FROM jsonb_array_elements_text(labels) AS value) ELSE '{}'::text[] END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION field_values_text(fields jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE WHEN jsonb_typeof(fields) = 'object' THEN coalesce(
    (SELECT string_agg(value, E'\n') FROM jsonb_each_text(fields)), '') ELSE '' END $$;--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
-- One ALTER TABLE, so the table is rewritten once (with the fill factor above) for every column.
ALTER TABLE "products"
  ADD COLUMN "effective_price" bigint GENERATED ALWAYS AS (least(price, coalesce(sale_price, price))) STORED NOT NULL,
  ADD COLUMN "brand_key" text GENERATED ALWAYS AS (loose_label(brand)) STORED NOT NULL,
  ADD COLUMN "criteria_keys" text[] GENERATED ALWAYS AS (category_labels(category_id, criteria)) STORED NOT NULL,
  ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock > 0) STORED NOT NULL,
  ADD COLUMN "field_text" text GENERATED ALWAYS AS (field_values_text(fields)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_live_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_price_idx" ON "products" USING btree ("effective_price","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_rating_idx" ON "products" USING btree ("rating" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_featured_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE featured and archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_on_sale_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE sale_price is not null and sale_price < price and archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_category_price_idx" ON "products" USING btree ("category_id","effective_price","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_category_rating_idx" ON "products" USING btree ("category_id","rating" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_brand_idx" ON "products" USING btree ("category_id","brand_key","created_at" DESC NULLS FIRST,"id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_in_stock_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id") WHERE in_stock and archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_criteria_idx" ON "products" USING gin ("criteria_keys") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_fields_idx" ON "products" USING gin ("fields" jsonb_path_ops) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_live_field_text_idx" ON "products" USING gin ("field_text" gin_trgm_ops) WHERE archived_at is null;--> statement-breakpoint
-- Statistics for the new columns and indexes at once, so the first listings after the migration
-- are planned with them (PGlite has no autovacuum to gather them later).
ANALYZE "products";