-- Programs and patients (docs/product.md §13.6): programs, patients (one row per enrolment) with
-- their search and sort indexes and one active enrolment per person and program, each patient's
-- history, and the patient ids an audit entry names.
CREATE TABLE "patient_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"kind" text NOT NULL,
	"status" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"calling_code" text,
	"local_phone_number" text,
	"address" text,
	"program_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"doctor_id" uuid,
	"nurse_id" uuid,
	"status" text DEFAULT 'ENROLLED' NOT NULL,
	"status_reason" text,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("patients"."full_name") || E'\x1f' || lower("patients"."email") || E'\x1f' || coalesce("patients"."calling_code" || "patients"."local_phone_number", '')) STORED,
	CONSTRAINT "patients_phone_both_or_neither" CHECK (("patients"."calling_code" is null) = ("patients"."local_phone_number" is null))
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("programs"."name") || E'\x1f' || lower("programs"."description")) STORED
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "patient_ids" uuid[];--> statement-breakpoint
ALTER TABLE "patient_history" ADD CONSTRAINT "patient_history_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_history" ADD CONSTRAINT "patient_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_nurse_id_users_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_history_patient_at_idx" ON "patient_history" USING btree ("patient_id","at");--> statement-breakpoint
CREATE INDEX "patients_search_text_trgm_idx" ON "patients" USING gin ("search_text" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_clinic_idx" ON "patients" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "patients_program_idx" ON "patients" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "patients_doctor_idx" ON "patients" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "patients_nurse_idx" ON "patients" USING btree ("nurse_id");--> statement-breakpoint
CREATE INDEX "patients_full_name_id_idx" ON "patients" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "patients_status_id_idx" ON "patients" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "patients_enrolled_at_id_idx" ON "patients" USING btree ("enrolled_at","id");--> statement-breakpoint
CREATE INDEX "patients_status_changed_at_id_idx" ON "patients" USING btree ("status_changed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_enrolled_email_program_unique" ON "patients" USING btree ("program_id","email") WHERE "patients"."status" = 'ENROLLED';--> statement-breakpoint
CREATE UNIQUE INDEX "programs_name_unique" ON "programs" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "programs_search_text_trgm_idx" ON "programs" USING gin ("search_text" public.gin_trgm_ops);