CREATE TABLE "conversation_readers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
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
ALTER TABLE "conversation_readers" ADD CONSTRAINT "conversation_readers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_readers" ADD CONSTRAINT "conversation_readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_readers_conversation_id_user_id_expires_at_index" ON "conversation_readers" USING btree ("conversation_id","user_id","expires_at");--> statement-breakpoint
CREATE INDEX "conversation_readers_expires_at_index" ON "conversation_readers" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "throttles_window_ends_at_index" ON "throttles" USING btree ("window_ends_at");