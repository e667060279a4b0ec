ALTER TABLE "creator_profiles" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "visibility" text DEFAULT 'brands' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "barri" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "instagram_followers_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "tiktok_followers_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "hidden_on_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every creator gets a profile row, so every creator has a username.
INSERT INTO "creator_profiles" ("user_id")
  SELECT "id" FROM "users" WHERE "type" = 'creator'
  ON CONFLICT ("user_id") DO NOTHING;--> statement-breakpoint
-- A username from the name (accents dropped, letters and digits only, lower case, at most 24
-- characters; "creator" when fewer than 3 remain), then 2, 3… until no one has it, in user order.
DO $$
DECLARE
  creator record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR creator IN
    SELECT p."user_id", u."first_name", u."last_name"
    FROM "creator_profiles" p JOIN "users" u ON u."id" = p."user_id"
    WHERE p."username" IS NULL
    ORDER BY p."user_id"
  LOOP
    base := left(regexp_replace(lower(translate(
      creator."first_name" || creator."last_name",
      'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ',
      'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'
    )), '[^a-z0-9]', '', 'g'), 24);
    IF length(base) < 3 THEN base := 'creator'; END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM "creator_profiles" WHERE lower("username") = candidate)
      OR candidate IN ('admin', 'api', 'app', 'colla', 'creator', 'creators', 'me', 'public', 'support', 'help', 'settings', 'new', 'edit', 'login', 'register', 'storage')
    LOOP
      n := n + 1;
      candidate := base || n::text;
    END LOOP;
    UPDATE "creator_profiles" SET "username" = candidate WHERE "user_id" = creator."user_id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "creator_profiles" ALTER COLUMN "username" SET NOT NULL;--> statement-breakpoint
-- A completed deal was completed when it last changed.
UPDATE "deals" SET "completed_at" = "updated_at" WHERE "status" = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "creator_profiles_username_unique" ON "creator_profiles" USING btree (lower("username"));--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_visibility_check" CHECK ("creator_profiles"."visibility" in ('brands', 'public'));
