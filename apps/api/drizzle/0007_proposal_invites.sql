CREATE TABLE "proposal_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposal_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"invited_by" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "accepts_invites" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_invites" ADD CONSTRAINT "proposal_invites_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_invites" ADD CONSTRAINT "proposal_invites_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_invites" ADD CONSTRAINT "proposal_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_invites_proposal_creator_unique" ON "proposal_invites" USING btree ("proposal_id","creator_id");--> statement-breakpoint
CREATE INDEX "proposal_invites_creator_id_index" ON "proposal_invites" USING btree ("creator_id");