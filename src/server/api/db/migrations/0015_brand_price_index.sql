-- A brand's listing by price (either way): its page is read in the order of this index instead of
-- sorting every product of the brand (4,660 LG screens sorted to show 12 at 100,000 products,
-- 43 ms; 0.1 ms this way). in_stock comes last, after the unique id, so it changes no order:
-- with in stock asked, the count (up to 1,001) and the page are read from the index alone
-- instead of a bitmap of every product of the brand. Drizzle-kit's output.
CREATE INDEX "products_live_brand_price_idx" ON "products" USING btree ("category_id","brand_key","effective_price","id","in_stock") WHERE archived_at is null;