// The jobs' settings (the lead time behind a new job's due date, the deposit share, the sales tax
// and the till's usual extras): read with their schema, so a
// value stored by an older version that no longer fits falls back to the defaults.
import { DEFAULT_JOB_SETTINGS, type JobSettings, jobSettingsSchema } from "~/lib/job-schema";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import { readSettings, writeSettings } from "~db/repositories/settings";
import { contentChanged } from "../edge-cache";

export async function getJobSettings(env: Pick<Env, "DB">): Promise<JobSettings> {
  const parsed = jobSettingsSchema.safeParse(await readSettings(database(env.DB), "jobs"));
  return parsed.success ? parsed.data : DEFAULT_JOB_SETTINGS;
}

export type SaveJobSettingsResult =
  | { status: "saved"; settings: JobSettings }
  | { status: "invalid"; issues: ValidationIssue[] };

export async function saveJobSettings(
  env: Pick<Env, "DB">,
  input: unknown,
): Promise<SaveJobSettingsResult> {
  // A change of some settings keeps the others: what is sent is laid over what is stored.
  const current = await getJobSettings(env);
  const parsed = jobSettingsSchema.safeParse(
    input && typeof input === "object" && !Array.isArray(input) ? { ...current, ...input } : input,
  );
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  await writeSettings(database(env.DB), "jobs", parsed.data);
  // The pages promise the lead time: a new one reaches edge-cached pages on the next request.
  if (
    parsed.data.leadDays !== current.leadDays ||
    parsed.data.rushLeadDays !== current.rushLeadDays
  )
    await contentChanged(env);
  return { status: "saved", settings: parsed.data };
}
