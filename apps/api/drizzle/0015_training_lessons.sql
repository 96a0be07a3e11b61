CREATE TABLE "training_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_lesson_views" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_lesson_views_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "training_progress" (
	"user_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"last_lesson_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "training_progress_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "training_lessons" ADD CONSTRAINT "training_lessons_module_id_training_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "training_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_lesson_views" ADD CONSTRAINT "training_lesson_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_lesson_views" ADD CONSTRAINT "training_lesson_views_lesson_id_training_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "training_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_lesson_views" ADD CONSTRAINT "training_lesson_views_module_id_training_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "training_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_module_id_training_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "training_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_last_lesson_id_training_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "training_lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_lessons_module_position_idx" ON "training_lessons" USING btree ("module_id","position");--> statement-breakpoint
CREATE INDEX "training_lesson_views_user_module_idx" ON "training_lesson_views" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "training_progress_module_idx" ON "training_progress" USING btree ("module_id");
