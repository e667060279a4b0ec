CREATE TABLE "portfolio_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portfolio_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"caption" text,
	"picture_base" text,
	"width" integer,
	"height" integer,
	"video_path" text,
	"deal_id" integer,
	"media_id" integer,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_items_file" CHECK (("portfolio_items"."kind" = 'image' and "portfolio_items"."picture_base" is not null and "portfolio_items"."width" is not null and "portfolio_items"."height" is not null) or ("portfolio_items"."kind" = 'video' and "portfolio_items"."video_path" is not null))
);
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_items_creator_id_position_index" ON "portfolio_items" USING btree ("creator_id","position");