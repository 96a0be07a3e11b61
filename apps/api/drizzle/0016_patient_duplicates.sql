-- Possible duplicate patients, merges and the background scan. A record's name is compared as its
-- match name: accents folded (Latin letters, Vietnamese included) and lower-cased, by an immutable
-- function so that a generated column holds it. Candidates share a phone or an e-mail (indexed
-- below), so the names' trigram similarity is only computed for a few pairs.
CREATE FUNCTION patient_match_name(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate(name, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ', 'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyy'))
$$;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "match_name" text GENERATED ALWAYS AS (patient_match_name("patients"."full_name")) STORED;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_merged_into_id_patients_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_email_idx" ON "patients" USING btree ("email");--> statement-breakpoint
CREATE INDEX "patients_phone_idx" ON "patients" USING btree ("calling_code","local_phone_number") WHERE "patients"."calling_code" is not null;--> statement-breakpoint
DROP INDEX "patients_enrolled_email_program_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "patients_enrolled_email_program_unique" ON "patients" USING btree ("program_id","email") WHERE "patients"."status" = 'ENROLLED' and "patients"."merged_into_id" is null;--> statement-breakpoint
CREATE TABLE "patient_duplicates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_id" uuid NOT NULL,
	"second_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"name_similarity" integer NOT NULL,
	"same_phone" boolean NOT NULL,
	"same_email" boolean NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	CONSTRAINT "patient_duplicates_ordered" CHECK ("patient_duplicates"."first_id" < "patient_duplicates"."second_id")
);
--> statement-breakpoint
CREATE TABLE "patient_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pair_id" uuid NOT NULL,
	"survivor_id" uuid NOT NULL,
	"merged_id" uuid NOT NULL,
	"choices" jsonb NOT NULL,
	"survivor_before" jsonb NOT NULL,
	"survivor_after" jsonb NOT NULL,
	"moved_history_ids" uuid[] NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merged_by_user_id" uuid,
	"unmerged_at" timestamp with time zone,
	"unmerged_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "patient_duplicate_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by_user_id" uuid,
	"finished_at" timestamp with time zone,
	"after_patient_id" uuid,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"found" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_duplicates" ADD CONSTRAINT "patient_duplicates_first_id_patients_id_fk" FOREIGN KEY ("first_id") REFERENCES "patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_duplicates" ADD CONSTRAINT "patient_duplicates_second_id_patients_id_fk" FOREIGN KEY ("second_id") REFERENCES "patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_duplicates" ADD CONSTRAINT "patient_duplicates_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_merges" ADD CONSTRAINT "patient_merges_pair_id_patient_duplicates_id_fk" FOREIGN KEY ("pair_id") REFERENCES "patient_duplicates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_merges" ADD CONSTRAINT "patient_merges_survivor_id_patients_id_fk" FOREIGN KEY ("survivor_id") REFERENCES "patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_merges" ADD CONSTRAINT "patient_merges_merged_id_patients_id_fk" FOREIGN KEY ("merged_id") REFERENCES "patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_merges" ADD CONSTRAINT "patient_merges_merged_by_user_id_users_id_fk" FOREIGN KEY ("merged_by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_merges" ADD CONSTRAINT "patient_merges_unmerged_by_user_id_users_id_fk" FOREIGN KEY ("unmerged_by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_duplicate_scans" ADD CONSTRAINT "patient_duplicate_scans_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_duplicates_pair_unique" ON "patient_duplicates" USING btree ("first_id","second_id");--> statement-breakpoint
CREATE INDEX "patient_duplicates_second_idx" ON "patient_duplicates" USING btree ("second_id");--> statement-breakpoint
CREATE INDEX "patient_duplicates_status_score_id_idx" ON "patient_duplicates" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "patient_merges_pair_idx" ON "patient_merges" USING btree ("pair_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_duplicate_scans_one_running" ON "patient_duplicate_scans" USING btree ("status") WHERE "patient_duplicate_scans"."status" = 'RUNNING';
