CREATE TABLE "clinics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"calling_code" text,
	"local_phone_number" text,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinics_phone_both_or_neither" CHECK (("clinics"."calling_code" is null) = ("clinics"."local_phone_number" is null))
);
--> statement-breakpoint
CREATE TABLE "user_clinics" (
	"user_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_clinics_user_id_clinic_id_pk" PRIMARY KEY("user_id","clinic_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "user_clinics" ADD CONSTRAINT "user_clinics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clinics" ADD CONSTRAINT "user_clinics_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_name_country_unique" ON "clinics" USING btree (lower("name"),"country_code");--> statement-breakpoint
CREATE INDEX "clinics_country_idx" ON "clinics" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "clinics_created_at_idx" ON "clinics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_clinics_clinic_idx" ON "user_clinics" USING btree ("clinic_id");