ALTER TABLE "deals" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "usage_scope" text DEFAULT 'own_channels' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "usage_months" integer DEFAULT 12;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;