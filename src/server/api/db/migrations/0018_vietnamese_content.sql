-- Catalogue texts in Vietnamese beside the English (docs/decisions/0053-catalogue-content-columns.md):
-- a product's description and short description, a category's name and description. Null: the
-- Vietnamese page shows the English text. Fields' Vietnamese labels and units live in the
-- categories' fields (jsonb: labelVi, unitVi) and need no column. Drizzle-kit's output.
ALTER TABLE "categories" ADD COLUMN "name_vi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_vi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_vi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description_vi" text;