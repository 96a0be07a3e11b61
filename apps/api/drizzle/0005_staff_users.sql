-- Staff users (docs/product.md §13 "Staff users"): the staff form's phone, address and the last
-- sign-in on users, the list's search and sort indexes, and the mail queue the invitations wait in.
-- Users from before get the address '' (the demo data fills the demo users' in, db/seed.ts).
CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calling_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "local_phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."full_name") || E'\x1f' || lower("users"."email")) STORED;--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_id_idx" ON "users" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_status_id_idx" ON "users" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_last_sign_in_id_idx" ON "users" USING btree (coalesce("last_sign_in_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_both_or_neither" CHECK (("users"."calling_code" is null) = ("users"."local_phone_number" is null));