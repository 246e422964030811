// 'AI Usage' tab (issue 10): spending, the circuit breaker's state and its settings.
import { type FormEvent, useEffect, useState } from "react";
import { toast } from "sonner";
import { adminFetch } from "~/lib/admin-api";
import type { CircuitBreaker } from "~worker/services/ai/usage";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { useAdminData } from "./useAdminData";

interface UsageResponse {
  stats: { dailyCost: number; monthlyCost: number; totalRequests: number; averageCostPerRequest: number };
  requestsThisHour: number;
  status: { allowed: boolean; reason: string | null };
  circuitBreaker: CircuitBreaker;
}

export const USAGE_REFRESH_MS = 30_000;
const cost = (n: number) => `$${n.toFixed(4)}`;
const limit = (n: number) => `$${n.toFixed(2)}`;

function Stat({ title, value, detail }: { title: string; value: React.ReactNode; detail?: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-5">
      <h3 className="font-sans text-sm font-medium text-muted">{title}</h3>
      <p className="mt-2 font-sans text-2xl font-semibold">{value}</p>
      {detail ? <p className="mt-1 text-xs text-muted">{detail}</p> : null}
    </div>
  );
}

export function UsageTab() {
  const { data, error, loading, reload } = useAdminData<UsageResponse>("/api/usage/stats");

  // Refresh every 30 seconds while this tab is showing and the page is visible.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void reload();
    }, USAGE_REFRESH_MS);
    return () => clearInterval(timer);
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
        {data ? (
          <Badge tone={data.status.allowed ? "success" : "danger"}>{data.status.allowed ? "Active" : "Blocked"}</Badge>
        ) : null}
      </div>
      {error && !data ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 p-4 text-danger">
          Failed to load usage data. {error}
        </p>
      ) : null}
      {!data && loading ? <p role="status" className="text-muted">Loading usage data...</p> : null}
      {data ? (
        <>
          {!data.status.allowed ? (
            <div role="alert" className="rounded-lg bg-danger p-4 text-white">
              <p className="font-semibold">Circuit Breaker Active</p>
              <p className="text-sm">New assistant requests are refused until the limit resets or you change the settings.</p>
            </div>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat title="Daily Cost" value={cost(data.stats.dailyCost)} detail={`Limit ${limit(data.circuitBreaker.dailyLimit)}`} />
            <Stat title="Monthly Cost" value={cost(data.stats.monthlyCost)} detail={`Limit ${limit(data.circuitBreaker.monthlyLimit)}`} />
            <Stat
              title="Total Requests"
              value={data.stats.totalRequests}
              detail={`${cost(data.stats.averageCostPerRequest)} on average; ${data.requestsThisHour} of ${data.circuitBreaker.requestsPerHour} this hour`}
            />
            <Stat
              title="Status"
              value={<span className={data.status.allowed ? "text-success" : "text-danger"}>{data.status.allowed ? "Active" : "Blocked"}</span>}
              detail={data.circuitBreaker.enabled ? "Circuit breaker on" : "Circuit breaker off"}
            />
          </div>
          {!data.status.allowed && data.status.reason ? (
            <div className="rounded-lg border border-danger/40 bg-danger/5 p-5">
              <h3 className="font-sans text-base font-semibold text-danger">Usage Limit Exceeded</h3>
              <p className="mt-1 text-sm">{data.status.reason}</p>
            </div>
          ) : null}
          <Tabs defaultValue="settings">
            <TabsList aria-label="AI usage controls">
              <TabsTrigger value="settings">Settings</TabsTrigger>
              <TabsTrigger value="controls">Controls</TabsTrigger>
            </TabsList>
            <TabsContent value="settings">
              <SettingsForm key={JSON.stringify(data.circuitBreaker)} initial={data.circuitBreaker} onSaved={reload} />
            </TabsContent>
            <TabsContent value="controls">
              <Controls onRefresh={reload} refreshing={loading} />
            </TabsContent>
          </Tabs>
        </>
      ) : null}
    </section>
  );
}

const NUMBER_FIELDS = [
  { name: "dailyLimit", label: "Daily limit ($)", step: "0.01" },
  { name: "monthlyLimit", label: "Monthly limit ($)", step: "0.01" },
  { name: "requestsPerHour", label: "Requests per hour", step: "1" },
  { name: "costPerRequest", label: "Max cost per request ($)", step: "0.01" },
] as const;

function SettingsForm({ initial, onSaved }: { initial: CircuitBreaker; onSaved: () => Promise<void> }) {
  const [enabled, setEnabled] = useState(initial.enabled);
  const [saving, setSaving] = useState(false);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    // An empty input counts as 0 (spec.md section 5); requests per hour is a whole number.
    const num = (name: string, integer = false) => {
      const raw = String(form.get(name) ?? "").trim();
      const value = raw === "" ? 0 : Number(raw);
      return integer ? Math.trunc(value) : value;
    };
    setSaving(true);
    try {
      await adminFetch("/api/usage/circuit-breaker", {
        method: "POST",
        body: JSON.stringify({
          enabled,
          dailyLimit: num("dailyLimit"),
          monthlyLimit: num("monthlyLimit"),
          requestsPerHour: num("requestsPerHour", true),
          costPerRequest: num("costPerRequest"),
        }),
      });
      toast.success("Settings Updated", { description: "Circuit breaker configuration saved successfully" });
      await onSaved();
    } catch (err) {
      toast.error("Failed to update settings", { description: err instanceof Error ? err.message : undefined });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="max-w-xl space-y-5 rounded-lg border border-line bg-surface p-5">
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
          className={`relative h-7 w-12 rounded-full transition-colors ${enabled ? "bg-success" : "bg-line"}`}
        >
          <span className={`absolute top-1 size-5 rounded-full bg-white shadow transition-all ${enabled ? "left-6" : "left-1"}`} />
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={`breaker-${f.name}`} className="block text-sm font-medium">
              {f.label}
            </label>
            <input
              id={`breaker-${f.name}`}
              name={f.name}
              type="number"
              min="0"
              step={f.step}
              inputMode={f.step === "1" ? "numeric" : "decimal"}
              defaultValue={f.step === "1" ? initial[f.name] : initial[f.name].toFixed(2)}
              className="mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-base focus:border-accent focus:outline-2 focus:outline-accent"
            />
          </div>
        ))}
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : "Save Settings"}
      </Button>
    </form>
  );
}

function Controls({ onRefresh, refreshing }: { onRefresh: () => Promise<void>; refreshing: boolean }) {
  const [resetting, setResetting] = useState(false);
  async function reset() {
    if (!window.confirm("Reset all usage statistics? Spending counters go back to zero; settings stay.")) return;
    setResetting(true);
    try {
      await adminFetch("/api/usage/reset", { method: "POST" });
      toast.success("Usage Reset", { description: "All usage statistics have been cleared" });
      await onRefresh();
    } catch {
      toast.error("Failed to reset usage");
    } finally {
      setResetting(false);
    }
  }
  return (
    <div className="flex flex-wrap gap-3 rounded-lg border border-line bg-surface p-5">
      <Button variant="secondary" onClick={() => void onRefresh()} disabled={refreshing}>
        {refreshing ? "Refreshing..." : "Refresh Data"}
      </Button>
      <Button variant="danger" onClick={() => void reset()} disabled={resetting}>
        {resetting ? "Resetting..." : "Reset All Usage"}
      </Button>
    </div>
  );
}
