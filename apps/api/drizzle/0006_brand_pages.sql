CREATE TABLE "brand_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"picture_base" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "barri" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_base" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_width" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_height" integer;--> statement-breakpoint
-- The logo was never set through the API: it becomes a picture (logo_base), uploaded again.
ALTER TABLE "brands" DROP COLUMN "logo_path";--> statement-breakpoint
-- A slug from the name (accents dropped, lower case, words of letters and digits joined by
-- hyphens, at most 60 characters; "brand" when fewer than 3 remain), then -2, -3… until no other
-- brand has it, in id order: Forn Sant Pau is forn-sant-pau.
DO $$
DECLARE
  brand record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR brand IN SELECT "id", "name" FROM "brands" ORDER BY "id" LOOP
    base := trim(both '-' from regexp_replace(lower(translate(
      replace(replace(brand."name", '''', ''), '’', ''),
      'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ·',
      'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy-'
    )), '[^a-z0-9]+', '-', 'g'));
    base := trim(both '-' from left(base, 55));
    IF length(base) < 3 THEN base := 'brand'; END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM "brands" WHERE "slug" = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n::text;
    END LOOP;
    UPDATE "brands" SET "slug" = candidate WHERE "id" = brand."id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_photos" ADD CONSTRAINT "brand_photos_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_photos_brand_id_position_index" ON "brand_photos" USING btree ("brand_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_unique" ON "brands" USING btree ("slug");
