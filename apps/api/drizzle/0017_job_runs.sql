-- One row per scheduled job and period: the API process that inserts it runs the job, the others
-- skip it, so each schedule runs once however many API processes there are.
CREATE TABLE IF NOT EXISTS "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
