-- A criterion's listing read in its sort order: each criterion of each product on sale is a row
-- of product_criteria with the product's sort keys (price, newest, rating), indexed after the
-- criterion's key in each listing order, so the count (up to 1,001) and the page are one key
-- range. The GIN index on criteria_keys goes: it could only hand over all of a criterion's
-- products at once (and the planner ANDed the whole category's entries in as well: 39,504 index
-- entries read for a page of "thin" phones at 100,000 products). Drizzle-kit's output, with the
-- function, triggers and backfill added by hand.
CREATE TABLE "product_criteria" (
	"key" text NOT NULL,
	"effective_price" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rating" real NOT NULL,
	"rating_count" integer NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "product_criteria_key_effective_price_product_id_pk" PRIMARY KEY("key","effective_price","product_id")
);
--> statement-breakpoint
DROP INDEX "products_live_criteria_idx";--> statement-breakpoint
ALTER TABLE "product_criteria" ADD CONSTRAINT "product_criteria_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_criteria_newest_idx" ON "product_criteria" USING btree ("key","created_at" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_criteria_rating_idx" ON "product_criteria" USING btree ("key","rating" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_criteria_product_idx" ON "product_criteria" USING btree ("product_id");--> statement-breakpoint
-- The rows of products on sale: one per distinct criterion key (a criterion written twice in
-- one product is one row).
CREATE OR REPLACE FUNCTION product_criteria_insert() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    INSERT INTO product_criteria (key, effective_price, created_at, rating, rating_count, product_id)
      SELECT DISTINCT key, new_rows.effective_price, new_rows.created_at, new_rows.rating,
        new_rows.rating_count, new_rows.id
      FROM new_rows, unnest(new_rows.criteria_keys) AS key
      WHERE new_rows.archived_at IS NULL;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_criteria_update() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    DELETE FROM product_criteria WHERE product_id = OLD.id;
    INSERT INTO product_criteria (key, effective_price, created_at, rating, rating_count, product_id)
      SELECT DISTINCT key, NEW.effective_price, NEW.created_at, NEW.rating, NEW.rating_count, NEW.id
      FROM unnest(NEW.criteria_keys) AS key
      WHERE NEW.archived_at IS NULL;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- Inserted products are copied once per statement (a bulk load's batch is one INSERT); a change
-- of what the rows hold (criteria, category, price, rating, archiving) rewrites the product's
-- rows; a sale's stock update leaves them alone; deleted products leave with theirs (the foreign
-- key cascades).
CREATE TRIGGER "products_product_criteria_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_criteria_insert();--> statement-breakpoint
CREATE TRIGGER "products_product_criteria_update" AFTER UPDATE ON "products"
  FOR EACH ROW
  WHEN (OLD.criteria_keys IS DISTINCT FROM NEW.criteria_keys
    OR OLD.effective_price IS DISTINCT FROM NEW.effective_price
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.rating IS DISTINCT FROM NEW.rating
    OR OLD.rating_count IS DISTINCT FROM NEW.rating_count
    OR OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION product_criteria_update();--> statement-breakpoint
INSERT INTO "product_criteria" (key, effective_price, created_at, rating, rating_count, product_id)
  SELECT DISTINCT key, products.effective_price, products.created_at, products.rating,
    products.rating_count, products.id
  FROM "products", unnest(products.criteria_keys) AS key
  WHERE products.archived_at IS NULL;--> statement-breakpoint
ANALYZE "product_criteria";
