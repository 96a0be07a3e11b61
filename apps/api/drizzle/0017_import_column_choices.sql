CREATE TABLE "import_column_choices" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"header_key" text NOT NULL,
	"choices" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_column_choices_user_id_kind_header_key_pk" PRIMARY KEY("user_id","kind","header_key")
);
--> statement-breakpoint
ALTER TABLE "import_column_choices" ADD CONSTRAINT "import_column_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
