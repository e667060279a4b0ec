CREATE TABLE "brand_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'new' NOT NULL,
	"business_name" text NOT NULL,
	"kind" text NOT NULL,
	"barri" text,
	"town" text,
	"website" text,
	"instagram_handle" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"offer" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"decline_reason" text,
	"brand_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_requests" ADD CONSTRAINT "brand_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_requests" ADD CONSTRAINT "brand_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_requests_pending_email_unique" ON "brand_requests" USING btree (lower("email")) WHERE "brand_requests"."status" = 'new';--> statement-breakpoint
CREATE INDEX "brand_requests_status_id_index" ON "brand_requests" USING btree ("status","id");