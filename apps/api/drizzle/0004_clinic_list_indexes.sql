-- pg_trgm (the clinics search index) is database-wide: it goes in the public schema, whatever schema
-- the tables are in (the PostgreSQL test suite migrates a schema per file), and the index names
-- public.gin_trgm_ops. The lock keeps two migrations (say two test runs) from creating it at once.
SELECT pg_advisory_xact_lock(hashtext('clinic-console:create-extension-pg_trgm'));--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
DROP INDEX "clinics_created_at_idx";--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("clinics"."name") || E'\x1f' || lower("clinics"."email") || E'\x1f' || lower("clinics"."address")) STORED;--> statement-breakpoint
CREATE INDEX "clinics_search_text_trgm_idx" ON "clinics" USING gin ("search_text" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinics_type_id_idx" ON "clinics" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "clinics_status_id_idx" ON "clinics" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "clinics_country_id_idx" ON "clinics" USING btree ("country_code","id");--> statement-breakpoint
CREATE INDEX "clinics_created_at_id_idx" ON "clinics" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clinics_updated_at_id_idx" ON "clinics" USING btree ("updated_at","id");