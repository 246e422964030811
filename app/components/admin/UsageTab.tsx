// 'AI Usage' tab (issue 10): what the assistant has cost, the circuit breaker's state and settings.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiRequestError, adminFetch, serverMessage } from "~/lib/admin-api";
import { formatCost, formatLimit } from "~/lib/ai-cost";
import {
  type CircuitBreaker,
  circuitBreakerSchema,
  SETTING_MIN,
} from "~/lib/circuit-breaker-schema";
import { type FieldErrors, fieldErrors, focusFirstError } from "~/lib/field-errors";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import type { UsageReport } from "~worker/services/ai/usage";
import { Alert } from "../ui/alert";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Field } from "../ui/field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { useAdminData } from "./useAdminData";

// spec.md section 9: refresh every 30 seconds.
export const USAGE_REFRESH_MS = 30_000;

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
      <h3 className="font-sans text-sm font-medium text-muted">{title}</h3>
      <p className="mt-2 font-sans text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
      {detail ? <p className="mt-1 text-xs text-muted">{detail}</p> : null}
    </div>
  );
}

export function UsageTab() {
  const { data, error, loading, reload } = useAdminData<UsageReport>("/api/usage/stats");

  // Fresh numbers every 30 seconds while this tab is open and the page visible, and at once
  // when the owner comes back to the page.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void reload();
    }, USAGE_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void reload();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [reload]);

  useEffect(() => {
    if (error) toast.error("Failed to load usage data", { description: error });
  }, [error]);

  return (
    <section aria-labelledby="usage-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="usage-heading" className="font-sans text-xl font-semibold">
          AI Usage Dashboard
        </h2>
        {data ? <p className="text-xs text-muted">Refreshes every 30 seconds</p> : null}
      </div>
      {error && !data ? (
        <Alert>
          <p className="font-semibold">Failed to load usage data</p>
          <p className="mt-1 text-sm">{error}</p>
          <Button className="mt-3" variant="secondary" size="sm" onClick={() => void reload()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {!data && loading ? (
        <p role="status" className="text-muted">
          Loading usage data...
        </p>
      ) : null}
      {data ? <UsageOverview report={data} reload={reload} refreshing={loading} /> : null}
    </section>
  );
}

function UsageOverview({
  report,
  reload,
  refreshing,
}: {
  report: UsageReport;
  reload: () => Promise<void>;
  refreshing: boolean;
}) {
  const { stats, status, circuitBreaker, requestsThisHour } = report;
  return (
    <>
      {!status.allowed ? (
        <div role="alert" className="rounded-lg bg-danger p-4 text-white">
          <p className="font-semibold">Circuit Breaker Active</p>
          <p className="text-sm">
            The assistant refuses new requests until the limit resets, you raise it, or you reset
            usage.
          </p>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title="Daily Cost"
          value={formatCost(stats.dailyCost)}
          detail={`of ${formatLimit(circuitBreaker.dailyLimit)} daily limit`}
        />
        <StatCard
          title="Monthly Cost"
          value={formatCost(stats.monthlyCost)}
          detail={`of ${formatLimit(circuitBreaker.monthlyLimit)} monthly limit`}
        />
        <StatCard
          title="Total Requests"
          value={stats.totalRequests}
          detail={`${formatCost(stats.averageCostPerRequest)} average · ${requestsThisHour} of ${circuitBreaker.requestsPerHour} this hour`}
        />
        <StatCard
          title="Status"
          value={
            <Badge tone={status.allowed ? "success" : "danger"} className="px-3! py-1! text-base!">
              {status.allowed ? "Active" : "Blocked"}
            </Badge>
          }
          detail={
            circuitBreaker.enabled ? "Circuit breaker on" : "Circuit breaker off: no limits apply"
          }
        />
      </div>
      {!status.allowed && status.reason ? (
        <div className="rounded-lg border border-danger/40 bg-danger/5 p-5">
          <h3 className="font-sans text-base font-semibold text-danger">Usage Limit Exceeded</h3>
          <p className="mt-1 text-sm">{status.reason}</p>
        </div>
      ) : null}
      <Tabs defaultValue="settings">
        <TabsList aria-label="AI usage controls">
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="controls">Controls</TabsTrigger>
        </TabsList>
        <TabsContent value="settings">
          {/* Remounted when the saved settings change, so the form shows what is stored. */}
          <SettingsForm
            key={JSON.stringify(circuitBreaker)}
            saved={circuitBreaker}
            onSaved={reload}
          />
        </TabsContent>
        <TabsContent value="controls">
          <Controls onRefresh={reload} refreshing={refreshing} />
        </TabsContent>
      </Tabs>
    </>
  );
}

// spec.md section 2's labels; limits step 0.01, requests per hour a whole number (section 5).
const LIMIT_FIELDS = [
  { name: "dailyLimit", label: "Daily Limit ($)", integer: false },
  { name: "monthlyLimit", label: "Monthly Limit ($)", integer: false },
  { name: "requestsPerHour", label: "Requests per Hour", integer: true },
  { name: "costPerRequest", label: "Max Cost per Request ($)", integer: false },
] as const;

type LimitName = (typeof LIMIT_FIELDS)[number]["name"];
const LIMIT_NAMES = LIMIT_FIELDS.map((f) => f.name);

function SettingsForm({ saved, onSaved }: { saved: CircuitBreaker; onSaved: () => Promise<void> }) {
  const [enabled, setEnabled] = useState(saved.enabled);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<LimitName>>({});
  const formRef = useRef<HTMLFormElement>(null);

  function showErrors(issues: readonly ValidationIssue[]) {
    const next = fieldErrors(LIMIT_NAMES, issues);
    setErrors(next);
    focusFirstError(formRef.current, LIMIT_NAMES, next, "breaker-");
    toast.error("Failed to update settings", { description: issues[0]?.message });
  }

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    // An empty input counts as 0 (spec.md section 5); requests per hour is parsed as an integer.
    const value = (name: LimitName, integer: boolean) => {
      const raw = String(form.get(name) ?? "").trim();
      if (raw === "") return 0;
      return integer ? Number.parseInt(raw, 10) : Number.parseFloat(raw);
    };
    const parsed = circuitBreakerSchema.safeParse({
      enabled,
      ...Object.fromEntries(LIMIT_FIELDS.map((f) => [f.name, value(f.name, f.integer)])),
    });
    if (!parsed.success) return showErrors(toIssues(parsed.error));
    setSaving(true);
    setErrors({});
    try {
      await adminFetch("/api/usage/circuit-breaker", {
        method: "POST",
        body: JSON.stringify(parsed.data),
      });
      toast.success("Settings Updated", {
        description: "Circuit breaker configuration saved successfully",
      });
      await onSaved();
    } catch (err) {
      const issues =
        err instanceof ApiRequestError
          ? (err.body as { issues?: ValidationIssue[] } | null)?.issues
          : undefined;
      if (issues?.length) showErrors(issues);
      else
        toast.error("Failed to update settings", {
          description: serverMessage(err) ?? (err as Error).message,
        });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={save}
      noValidate
      className="max-w-xl space-y-5 rounded-lg border border-line bg-surface p-5"
    >
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="breaker-enabled" className="font-medium">
          Enable Circuit Breaker
        </label>
        <button
          id="breaker-enabled"
          type="button"
          role="switch"
          aria-checked={enabled}
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
            error={errors[f.name]}
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
                // An emptied input shows 0, the value it is saved as (spec.md section 5).
                onBlur={(e) => {
                  if (e.currentTarget.value.trim() === "") e.currentTarget.value = "0";
                }}
              />
            )}
          </Field>
        ))}
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : "Save Settings"}
      </Button>
    </form>
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
  const [resetting, setResetting] = useState(false);

  async function reset() {
    setResetting(true);
    try {
      await adminFetch("/api/usage/reset", { method: "POST" });
      toast.success("Usage Reset", { description: "All usage statistics have been cleared" });
      setConfirming(false);
      await onRefresh();
    } catch (err) {
      toast.error("Failed to reset usage", { description: serverMessage(err) });
    } finally {
      setResetting(false);
    }
  }

  return (
    <div className="flex max-w-xl flex-wrap gap-3 rounded-lg border border-line bg-surface p-5">
      <Button variant="secondary" onClick={() => void onRefresh()} disabled={refreshing}>
        {refreshing ? "Refreshing..." : "Refresh Data"}
      </Button>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Reset All Usage
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Reset all usage?"
        confirmLabel="Reset Usage"
        workingLabel="Resetting..."
        disabled={resetting}
        onConfirm={() => void reset()}
        onDismiss={() => setConfirming(false)}
      >
        <p>
          Daily, monthly and total spending and request counts go back to zero. The circuit breaker
          settings stay.
        </p>
      </ConfirmDialog>
    </div>
  );
}
