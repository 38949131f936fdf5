-- A brand's listing by price (either way, in stock or not): its page is read in the order of this
-- index instead of sorting every product of the brand (4,660 LG screens sorted to show 12 at
-- 100,000 products, 43 ms; 0.1 ms this way). Drizzle-kit's output.
CREATE INDEX "products_live_brand_price_idx" ON "products" USING btree ("category_id","brand_key","effective_price","id") WHERE archived_at is null;