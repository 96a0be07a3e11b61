-- docs/product.md §12.3: what each entry says a person did, as a code (apps/api/src/security/auditActions.ts).
-- The entries written before get theirs from the same table, by method and route pattern (a settings
-- change then said nothing of which setting: 'settings.changed'; an import's dry run is told by its
-- summary). The append-only trigger of 0002 is set aside for this one update only, inside the
-- migration's transaction.
ALTER TABLE "audit_log" ADD COLUMN "action_code" text;--> statement-breakpoint
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log" SET "action_code" = CASE regexp_replace("action", '^HEAD ', 'GET ')
    WHEN 'POST /api/v1/auth/send-otp' THEN 'auth.codeRequested'
    WHEN 'POST /api/v1/auth/verify-otp' THEN 'auth.signedIn'
    WHEN 'POST /api/v1/auth/logout' THEN 'auth.signedOut'
    WHEN 'POST /api/v1/auth/session/keep-alive' THEN 'auth.sessionExtended'
    WHEN 'POST /api/v1/users/logout' THEN 'sessions.signedOutEverywhere'
    WHEN 'PATCH /api/v1/users/me' THEN 'account.profileUpdated'
    WHEN 'PUT /api/v1/users/me/avatar' THEN 'account.avatarChanged'
    WHEN 'DELETE /api/v1/users/me/avatar' THEN 'account.avatarRemoved'
    WHEN 'PUT /api/v1/users/me/settings' THEN 'settings.changed'
    WHEN 'POST /api/v1/sso/codes' THEN 'sso.codeIssued'
    WHEN 'POST /api/v1/sso/exchange' THEN 'sso.codeExchanged'
    WHEN 'PUT /api/v1/maintenance' THEN 'maintenance.published'
    WHEN 'DELETE /api/v1/maintenance' THEN 'maintenance.cleared'
    WHEN 'POST /api/v1/clinics' THEN 'clinic.created'
    WHEN 'PUT /api/v1/clinics/:id' THEN 'clinic.updated'
    WHEN 'PATCH /api/v1/clinics/:id/status' THEN 'clinic.statusChanged'
    WHEN 'POST /api/v1/clinics/import' THEN CASE WHEN "summary" = 'dry run' THEN 'clinics.importChecked' ELSE 'clinics.imported' END
    WHEN 'POST /api/v1/clinics/import/error-report' THEN 'clinics.importErrorReport'
    WHEN 'POST /api/v1/users' THEN 'user.created'
    WHEN 'PUT /api/v1/users/:id' THEN 'user.updated'
    WHEN 'PATCH /api/v1/users/:id/status' THEN 'user.statusChanged'
    WHEN 'PATCH /api/v1/users/:id/access' THEN 'user.accessChanged'
    WHEN 'POST /api/v1/users/:id/invitation' THEN 'user.invitationResent'
    WHEN 'POST /api/v1/users/import' THEN CASE WHEN "summary" = 'dry run' THEN 'users.importChecked' ELSE 'users.imported' END
    WHEN 'POST /api/v1/users/import/error-report' THEN 'users.importErrorReport'
    WHEN 'POST /api/v1/programs' THEN 'program.created'
    WHEN 'PUT /api/v1/programs/:id' THEN 'program.updated'
    WHEN 'PATCH /api/v1/programs/:id/status' THEN 'program.statusChanged'
    WHEN 'GET /api/v1/patients' THEN 'patients.read'
    WHEN 'GET /api/v1/patients/export' THEN 'patients.exported'
    WHEN 'GET /api/v1/patients/:id' THEN 'patient.read'
    WHEN 'POST /api/v1/patients' THEN 'patient.enrolled'
    WHEN 'PUT /api/v1/patients/:id/assignment' THEN 'patient.assigned'
    WHEN 'PATCH /api/v1/patients/:id/contact' THEN 'patient.contactEdited'
    WHEN 'PATCH /api/v1/patients/:id/enrolment' THEN 'patient.enrolmentChanged'
    ELSE CASE split_part("action", ' ', 1)
      WHEN 'POST' THEN 'record.created'
      WHEN 'DELETE' THEN 'record.deleted'
      WHEN 'GET' THEN 'record.read'
      WHEN 'HEAD' THEN 'record.read'
      ELSE 'record.updated'
    END
  END;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "action_code" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_action_code_at_idx" ON "audit_log" USING btree ("action_code","at");
