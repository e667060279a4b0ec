CREATE TABLE "chat_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"reading" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_feed_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_streams" ADD CONSTRAINT "chat_streams_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_streams" ADD CONSTRAINT "chat_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_streams" ADD CONSTRAINT "chat_streams_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_streams_conversation_id_user_id_expires_at_index" ON "chat_streams" USING btree ("conversation_id","user_id","expires_at");--> statement-breakpoint
CREATE INDEX "chat_streams_token_id_expires_at_index" ON "chat_streams" USING btree ("token_id","expires_at");--> statement-breakpoint
CREATE INDEX "chat_streams_expires_at_index" ON "chat_streams" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "throttles_window_ends_at_index" ON "throttles" USING btree ("window_ends_at");--> statement-breakpoint
-- Feed tokens were stored as they are: keep only their SHA-256 (hex), so the URLs people
-- already subscribed to keep working and a leaked table shows none of them.
UPDATE "users" SET "calendar_feed_token" = encode(sha256(convert_to("calendar_feed_token", 'UTF8')), 'hex'), "calendar_feed_created_at" = "updated_at" WHERE "calendar_feed_token" IS NOT NULL;
