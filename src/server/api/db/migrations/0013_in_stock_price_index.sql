-- In-stock listings with a price range or a price order ("in stock, cheapest first", the distinct
-- ranges shoppers set): without this index their count read the whole category through a bitmap
-- of the category index and tested each product's stock (45,813 entries for accessories at
-- 100,000 products); here the count (up to 1,001) and the page are one key range of this index,
-- read from the index alone. Drizzle-kit's output.
CREATE INDEX "products_live_in_stock_price_idx" ON "products" USING btree ("category_id","effective_price","id") WHERE in_stock and archived_at is null;