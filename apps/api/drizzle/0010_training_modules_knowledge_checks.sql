CREATE TABLE "knowledge_check_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"question_count" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"score" integer NOT NULL,
	"pass_mark" integer NOT NULL,
	"passed" boolean NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"title" text NOT NULL,
	"pass_mark" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("knowledge_checks"."title")) STORED,
	CONSTRAINT "knowledge_checks_pass_mark_range" CHECK ("knowledge_checks"."pass_mark" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "training_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_title" text NOT NULL,
	"author" text NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"difficulty_level" text NOT NULL,
	"duration" text NOT NULL,
	"effort" text NOT NULL,
	"skills" text[] NOT NULL,
	"prerequisites" text NOT NULL,
	"what_youll_learn" text NOT NULL,
	"description" text NOT NULL,
	"feature_image_file_id" uuid,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("training_modules"."module_title") || E'\x1f' || lower("training_modules"."author") || E'\x1f' || lower("training_modules"."description")) STORED
);
--> statement-breakpoint
ALTER TABLE "knowledge_check_attempts" ADD CONSTRAINT "knowledge_check_attempts_check_id_knowledge_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "knowledge_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_check_attempts" ADD CONSTRAINT "knowledge_check_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_checks" ADD CONSTRAINT "knowledge_checks_module_id_training_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "training_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_modules" ADD CONSTRAINT "training_modules_feature_image_file_id_files_id_fk" FOREIGN KEY ("feature_image_file_id") REFERENCES "files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_check_attempts_number_unique" ON "knowledge_check_attempts" USING btree ("check_id","user_id","number");--> statement-breakpoint
CREATE INDEX "knowledge_check_attempts_check_submitted_idx" ON "knowledge_check_attempts" USING btree ("check_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "knowledge_checks_module_idx" ON "knowledge_checks" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "knowledge_checks_title_id_idx" ON "knowledge_checks" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "training_modules_search_text_trgm_idx" ON "training_modules" USING gin ("search_text" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_modules_title_id_idx" ON "training_modules" USING btree (lower("module_title"),"id");--> statement-breakpoint
CREATE INDEX "training_modules_updated_at_id_idx" ON "training_modules" USING btree ("updated_at","id");