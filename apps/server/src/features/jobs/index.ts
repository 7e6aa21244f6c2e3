// what other features may use of jobs: scheduling work for a time, and the runner that does it
export { dropDueJobs, dueJobsOf, scheduleJobs, type DueJob, type NewJob } from "./queries.ts";
export { createJobRunner, type JobHandler, type JobOutcome, type JobRunner, wakeJobRunners } from "./runner.ts";
