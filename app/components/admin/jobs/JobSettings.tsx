// The jobs' settings on the Jobs screen: the lead time that sets a new job's default due date, the
// online deposit, and the till's (./TillSettings.tsx).
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import { type JobSettings, jobSettingsSchema } from "~/lib/job-schema";
import { MAX_LEAD_DAYS } from "~/lib/jobs";
import { toIssues } from "~/lib/validation-issues";
import { Button } from "../../ui/button";
import { InputField } from "../../ui/field";
import { useAdminMutation } from "../useAdminMutation";
import { TillSettingsForm } from "./TillSettings";

const FIELDS = ["leadDays", "rushLeadDays", "depositPercent"] as const;
const ID_PREFIX = "job-settings-";

export function JobSettingsForm({
  settings,
  onlinePayments,
  onSaved,
}: {
  settings: JobSettings;
  onlinePayments: { enabled: boolean; note: string };
  onSaved: () => unknown;
}) {
  const save = useAdminMutation(
    (input: Pick<JobSettings, "leadDays" | "rushLeadDays" | "depositPercent">) =>
      answerOf(adminApi.admin.jobs.settings.$put({}, withJson(input))),
    {
      success: (a) => ({
        title: "Lead time saved",
        description: `New jobs are due ${a.settings.leadDays} days after they are made.`,
      }),
      failure: { title: "Lead time not saved" },
      onSuccess: onSaved,
      fields: FIELDS,
      idPrefix: ID_PREFIX,
    },
  );
  return (
    <details className="rounded-lg border border-line p-4">
      <summary className="cursor-pointer font-medium">Job settings</summary>
      <form
        ref={save.formRef}
        noValidate
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const num = (name: string) => {
            const raw = String(form.get(name) ?? "").trim();
            return raw === "" ? Number.NaN : Number(raw);
          };
          const input = {
            leadDays: num("leadDays"),
            rushLeadDays: num("rushLeadDays"),
            depositPercent: num("depositPercent"),
          };
          const parsed = jobSettingsSchema
            .pick({ leadDays: true, rushLeadDays: true, depositPercent: true })
            .safeParse(input);
          if (!parsed.success) return save.showIssues(toIssues(parsed.error), input);
          save.run(parsed.data);
        }}
      >
        <div className="w-full sm:w-56">
          <InputField
            name="leadDays"
            idPrefix={ID_PREFIX}
            label="Lead time (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LEAD_DAYS}
            defaultValue={settings.leadDays}
            error={save.errors.leadDays}
            hint="A new job is due this many days after it is made, unless you pick a date."
          />
        </div>
        <div className="w-full sm:w-56">
          <InputField
            name="rushLeadDays"
            idPrefix={ID_PREFIX}
            label="Rush lead time (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LEAD_DAYS}
            defaultValue={settings.rushLeadDays}
            error={save.errors.rushLeadDays}
            hint="A rush job is due this many days after it is made."
          />
        </div>
        {onlinePayments.enabled ? (
          <div className="w-full sm:w-56">
            <InputField
              name="depositPercent"
              idPrefix={ID_PREFIX}
              label="Online deposit (%)"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              defaultValue={settings.depositPercent}
              error={save.errors.depositPercent}
              hint="Of the price you replied, paid when the customer approves the quote online."
            />
          </div>
        ) : (
          <input type="hidden" name="depositPercent" value={settings.depositPercent} />
        )}
        <Button type="submit" variant="secondary" disabled={save.busy}>
          {save.busy ? "Saving..." : "Save"}
        </Button>
      </form>
      <p className="mt-3 text-sm text-muted">{onlinePayments.note}</p>
      <TillSettingsForm settings={settings} onSaved={onSaved} />
    </details>
  );
}
