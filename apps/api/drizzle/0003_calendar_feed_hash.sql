ALTER TABLE "users" ADD COLUMN "calendar_feed_created_at" timestamp with time zone;--> statement-breakpoint
-- Feed tokens were stored as they are: keep only their SHA-256 (hex), so the URLs people
-- already subscribed to keep working and a leaked table shows none of them.
UPDATE "users" SET "calendar_feed_token" = encode(sha256(convert_to("calendar_feed_token", 'UTF8')), 'hex'), "calendar_feed_created_at" = "updated_at" WHERE "calendar_feed_token" IS NOT NULL;
