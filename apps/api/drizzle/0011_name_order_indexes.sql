-- Names and titles sort in the Unicode root order on both databases (ICU's und-x-icu collation,
-- which PostgreSQL and PGlite both have; docs/decisions.md "Names sort in the Unicode root order"):
-- the lists' name sorts read these indexes, each then the id.
DROP INDEX "knowledge_checks_title_id_idx";--> statement-breakpoint
DROP INDEX "patients_full_name_id_idx";--> statement-breakpoint
DROP INDEX "training_modules_title_id_idx";--> statement-breakpoint
DROP INDEX "users_full_name_id_idx";--> statement-breakpoint
CREATE INDEX "clinics_name_id_idx" ON "clinics" USING btree (lower("name") collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "knowledge_checks_title_id_idx" ON "knowledge_checks" USING btree (lower("title") collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "patients_full_name_id_idx" ON "patients" USING btree (lower("full_name") collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "training_modules_title_id_idx" ON "training_modules" USING btree (lower("module_title") collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "users_full_name_id_idx" ON "users" USING btree (lower("full_name") collate "und-x-icu","id");