ALTER TABLE "feedback" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_submission_id_unique" UNIQUE("submission_id");