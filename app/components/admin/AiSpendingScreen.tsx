// 'AI spending' screen (issue 10): what the assistant has cost, whether it may answer, and the
// spending limits (the server's circuit breaker) that pause it before it costs more.
import { type FormEvent, type ReactNode, useState } from "react";
import { type AnswerOf, adminApi, answerOf } from "~/lib/admin-api";
import { formatCost, formatLimit } from "~/lib/ai-cost";
import {
  type CircuitBreaker,
  circuitBreakerSchema,
  SETTING_MIN,
} from "~/lib/circuit-breaker-schema";
import { toIssues } from "~/lib/validation-issues";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Field } from "../ui/field";
import { QueryView } from "./AdminList";
import { useAdminMutation } from "./useAdminMutation";
import { useAdminQuery } from "./useAdminQuery";

// As on the old site (docs/decisions/0016-kept-from-the-old-site.md): refresh every 30 seconds.
export const USAGE_REFRESH_MS = 30_000;

type UsageReport = AnswerOf<typeof adminApi.usage.stats.$get>;

function StatCard({
  title,
  value,
  detail,
}: {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-line bg-surface p-4 sm:p-5">
      <h2 className="font-sans text-sm font-medium text-muted">{title}</h2>
      <p className="mt-2 font-sans text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
      {detail ? <p className="mt-1 text-xs text-muted">{detail}</p> : null}
    </div>
  );
}

export function AiSpendingScreen() {
  const usage = useAdminQuery("usage", () => answerOf(adminApi.usage.stats.$get()), {
    failure: "Failed to load usage data",
    refreshEvery: USAGE_REFRESH_MS,
  });
  return (
    <QueryView query={usage} loadingText="Loading usage data...">
      {(report) => (
        <div className="space-y-8">
          <UsageOverview report={report} />
          <SettingsForm
            // Remounted when the saved settings change, so the form shows what is stored.
            key={JSON.stringify(report.circuitBreaker)}
            saved={report.circuitBreaker}
            onSaved={usage.reload}
          />
          <Controls onRefresh={usage.reload} refreshing={usage.loading} />
        </div>
      )}
    </QueryView>
  );
}

function UsageOverview({ report }: { report: UsageReport }) {
  const { stats, status, circuitBreaker, requestsThisHour } = report;
  return (
    <section aria-label="What the assistant has cost" className="space-y-4">
      {!status.allowed ? (
        <div role="alert" className="rounded-lg bg-danger p-4 text-white">
          <p className="font-semibold">AI assistant paused</p>
          <p className="mt-1 text-sm">{status.reason}</p>
          <p className="mt-1 text-sm">
            It answers again when the limit resets, when you raise the limit below, or when you
            reset usage.
          </p>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title="Spent today"
          value={formatCost(stats.dailyCost)}
          detail={`of the ${formatLimit(circuitBreaker.dailyLimit)} daily limit`}
        />
        <StatCard
          title="Spent this month"
          value={formatCost(stats.monthlyCost)}
          detail={`of the ${formatLimit(circuitBreaker.monthlyLimit)} monthly limit`}
        />
        <StatCard
          title="Requests"
          value={stats.totalRequests}
          detail={`${formatCost(stats.averageCostPerRequest)} on average · ${requestsThisHour} of ${circuitBreaker.requestsPerHour} this hour`}
        />
        <StatCard
          title="Assistant"
          value={
            <Badge tone={status.allowed ? "success" : "danger"} className="px-3! py-1! text-base!">
              {status.allowed ? "Available" : "Paused"}
            </Badge>
          }
          detail={circuitBreaker.enabled ? "Spending limits on" : "Spending limits off"}
        />
      </div>
      <p className="text-xs text-muted">Refreshes every 30 seconds.</p>
    </section>
  );
}

// Limits step 0.01, requests per hour a whole number (docs/decisions/0016-kept-from-the-old-site.md).
const LIMIT_FIELDS = [
  { name: "dailyLimit", label: "Daily limit ($)", integer: false },
  { name: "monthlyLimit", label: "Monthly limit ($)", integer: false },
  { name: "requestsPerHour", label: "Requests per hour", integer: true },
  { name: "costPerRequest", label: "Most one request may cost ($)", integer: false },
] as const;

type LimitName = (typeof LIMIT_FIELDS)[number]["name"];
const LIMIT_NAMES = LIMIT_FIELDS.map((f) => f.name);

function SettingsForm({ saved, onSaved }: { saved: CircuitBreaker; onSaved: () => Promise<void> }) {
  const [enabled, setEnabled] = useState(saved.enabled);
  const save = useAdminMutation(
    (settings: CircuitBreaker) =>
      answerOf(adminApi.usage["circuit-breaker"].$post({ json: settings })),
    {
      success: { title: "Settings Updated", description: "Your spending limits are saved." },
      failure: { title: "Failed to update settings" },
      onSuccess: onSaved,
      fields: LIMIT_NAMES,
      idPrefix: "breaker-",
    },
  );

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    // An empty input counts as 0 (docs/decisions/0016-kept-from-the-old-site.md); requests per hour is parsed as an integer.
    const value = (name: LimitName, integer: boolean) => {
      const raw = String(form.get(name) ?? "").trim();
      if (raw === "") return 0;
      return integer ? Number.parseInt(raw, 10) : Number.parseFloat(raw);
    };
    const input = {
      enabled,
      ...Object.fromEntries(LIMIT_FIELDS.map((f) => [f.name, value(f.name, f.integer)])),
    } as CircuitBreaker;
    const parsed = circuitBreakerSchema.safeParse(input);
    if (!parsed.success) return save.showIssues(toIssues(parsed.error), input);
    void save.run(parsed.data);
  }

  return (
    <section aria-labelledby="limits-heading" className="max-w-xl">
      <h2 id="limits-heading" className="font-sans text-lg font-semibold">
        Spending limits
      </h2>
      <p className="mt-1 text-sm text-muted">
        Checked before every request to the AI model. Once a limit is reached the assistant pauses
        until the day, month or hour is over.
      </p>
      <form
        ref={save.formRef}
        onSubmit={submit}
        noValidate
        className="mt-4 space-y-5 rounded-lg border border-line bg-surface p-5"
      >
        <div className="flex items-center justify-between gap-4">
          <div>
            <label htmlFor="breaker-enabled" className="font-medium">
              Use spending limits
            </label>
            <p id="breaker-enabled-hint" className="text-xs text-muted">
              Off: the assistant answers whatever it costs.
            </p>
          </div>
          <button
            id="breaker-enabled"
            type="button"
            role="switch"
            aria-checked={enabled}
            aria-describedby="breaker-enabled-hint"
            onClick={() => setEnabled((v) => !v)}
            className={`relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${enabled ? "bg-success" : "bg-muted/50"}`}
          >
            <span
              aria-hidden="true"
              className={`absolute top-1 size-5 rounded-full bg-white shadow transition-all ${enabled ? "left-6" : "left-1"}`}
            />
          </button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {LIMIT_FIELDS.map((f) => (
            <Field
              key={f.name}
              name={f.name}
              label={f.label}
              error={save.errors[f.name]}
              idPrefix="breaker-"
            >
              {(p) => (
                <input
                  {...p}
                  type="number"
                  min={SETTING_MIN}
                  step={f.integer ? "1" : "0.01"}
                  inputMode={f.integer ? "numeric" : "decimal"}
                  defaultValue={f.integer ? saved[f.name] : saved[f.name].toFixed(2)}
                  // An emptied input shows 0, the value it is saved as (docs/decisions/0016-kept-from-the-old-site.md).
                  onBlur={(e) => {
                    if (e.currentTarget.value.trim() === "") e.currentTarget.value = "0";
                  }}
                />
              )}
            </Field>
          ))}
        </div>
        <Button type="submit" disabled={save.busy}>
          {save.busy ? "Saving..." : "Save Settings"}
        </Button>
      </form>
    </section>
  );
}

function Controls({
  onRefresh,
  refreshing,
}: {
  onRefresh: () => Promise<void>;
  refreshing: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const reset = useAdminMutation(() => answerOf(adminApi.usage.reset.$post()), {
    success: { title: "Usage Reset", description: "All usage statistics have been cleared" },
    failure: { title: "Failed to reset usage" },
    onSuccess: async () => {
      setConfirming(false);
      await onRefresh();
    },
  });

  return (
    <section aria-labelledby="usage-controls-heading" className="max-w-xl">
      <h2 id="usage-controls-heading" className="font-sans text-lg font-semibold">
        Usage figures
      </h2>
      <div className="mt-4 flex flex-wrap gap-3 rounded-lg border border-line bg-surface p-5">
        <Button variant="secondary" onClick={() => void onRefresh()} disabled={refreshing}>
          {refreshing ? "Refreshing..." : "Refresh Data"}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Reset All Usage
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Reset all usage?"
        confirmLabel="Reset Usage"
        workingLabel="Resetting..."
        disabled={reset.busy}
        onConfirm={() => void reset.run(undefined)}
        onDismiss={() => setConfirming(false)}
      >
        <p>
          Daily, monthly and total spending and request counts go back to zero. Your spending limits
          stay as they are.
        </p>
      </ConfirmDialog>
    </section>
  );
}
