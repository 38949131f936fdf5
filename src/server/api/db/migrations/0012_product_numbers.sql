-- Range filters on Number specification fields: `field[Screen Size][min]=6` has no
-- index on `fields` (jsonb_path_ops answers containment, not ranges), so every Number-like value
-- is copied into product_numbers, one row per product and field, keyed category → field → value:
-- a range is one key range of that index. Drizzle-kit's output, with the function, triggers and
-- backfill added by hand.
CREATE TABLE "product_numbers" (
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"value" numeric NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "product_numbers_category_id_name_value_product_id_pk" PRIMARY KEY("category_id","name","value","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_numbers" ADD CONSTRAINT "product_numbers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_numbers_product_idx" ON "product_numbers" USING btree ("product_id");--> statement-breakpoint
-- The numbers of a product's `fields`: JSON numbers, and text that is one number (the seed and
-- imports write either; the exact filter matches both). Built-in functions only, so it works
-- under any search_path.
CREATE OR REPLACE FUNCTION field_numbers(fields jsonb) RETURNS TABLE (name text, value numeric)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT key, trim(item #>> '{}')::numeric
    FROM jsonb_each(CASE WHEN jsonb_typeof(fields) = 'object' THEN fields ELSE '{}'::jsonb END)
      AS each_field(key, item)
    WHERE jsonb_typeof(item) = 'number'
      OR (jsonb_typeof(item) = 'string'
        AND item #>> '{}' ~ '^[[:space:]]*-?[0-9]{1,15}([.][0-9]{1,6})?[[:space:]]*$') $$;--> statement-breakpoint
-- Inserted products are copied once per statement (a bulk load's batch is one INSERT); a change
-- of fields or category rewrites the product's rows; deleted products leave with theirs (the
-- foreign key cascades, also on TRUNCATE … CASCADE).
CREATE OR REPLACE FUNCTION product_numbers_insert() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    INSERT INTO product_numbers (category_id, name, value, product_id)
      SELECT new_rows.category_id, number.name, number.value, new_rows.id
      FROM new_rows, field_numbers(new_rows.fields) AS number;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_numbers_update() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    DELETE FROM product_numbers WHERE product_id = OLD.id;
    INSERT INTO product_numbers (category_id, name, value, product_id)
      SELECT NEW.category_id, number.name, number.value, NEW.id
      FROM field_numbers(NEW.fields) AS number;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "products_product_numbers_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_numbers_insert();--> statement-breakpoint
CREATE TRIGGER "products_product_numbers_update" AFTER UPDATE OF "fields", "category_id" ON "products"
  FOR EACH ROW
  WHEN (OLD.fields IS DISTINCT FROM NEW.fields OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION product_numbers_update();--> statement-breakpoint
INSERT INTO "product_numbers" (category_id, name, value, product_id)
  SELECT products.category_id, number.name, number.value, products.id
  FROM "products", field_numbers(products.fields) AS number;--> statement-breakpoint
ANALYZE "product_numbers";
