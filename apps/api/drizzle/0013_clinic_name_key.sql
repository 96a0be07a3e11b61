-- A clinic's name is unique within its country by its name key (nameKey of @org/forms: case, white
-- space, invisible characters and look-alike letters folded), which the api writes with the name. A
-- row written without one (every clinic stored before this migration) goes by its lower-case name,
-- what the index replaced here held, so no stored clinic can clash.
DROP INDEX "clinics_name_country_unique";--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "name_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_name_country_unique" ON "clinics" USING btree (coalesce("name_key", lower("name")),"country_code");
