ALTER TABLE "customers" ADD COLUMN "company_national_id" varchar(11);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "economic_code" varchar(12);