// The owner's booking settings (durations, notice, window, blocked times, the optional external
// scheduler) and the private calendar subscription address. Closed days and holidays are the one
// closures list on /admin/shop (docs/decisions/0041-one-closures-list.md).
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { ADMIN_SCREENS } from "~/content/admin-screens";
import { CONSULTATION_TYPES } from "~/content/options";
import { ApiRequestError, adminApi, answerOf } from "~/lib/admin-api";
import type { BlockedTime, EditableBookingSettings } from "~/lib/booking/settings";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { InputField, TextareaField } from "../ui/field";
import { LoadError } from "./AdminList";
import { useCan } from "./shell/team-context";
import { useAdminQuery } from "./useAdminQuery";

type Loaded = { settings: EditableBookingSettings; calendarUrl: string };

// Blocked times as lines the owner can type: "2026-12-24 12:00-17:00".
const blockedLine = (b: BlockedTime) => `${b.date} ${b.from}-${b.to}`;
function parseBlocked(text: string): BlockedTime[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const [date = "", range = ""] = line.split(/\s+/);
      const [from = "", to = ""] = range.split("-");
      return { date, from, to };
    });
}

/** The booking settings, for those who may change the shop's settings (docs/decisions/0100-team-and-roles.md). */
export function BookingSettingsPanel() {
  return useCan()("settings") ? <BookingSettingsForm /> : null;
}

function BookingSettingsForm() {
  const { data, error, loading, reload } = useAdminQuery("booking-settings", () =>
    answerOf(adminApi.admin["booking-settings"].$get()),
  );
  if (error)
    return <LoadError title="Booking settings failed to load" error={error} onRetry={reload} />;
  if (loading && !data) return <p className="text-muted">Loading booking settings...</p>;
  if (!data) return null;
  return <SettingsForm loaded={data} onSaved={reload} />;
}

function SettingsForm({ loaded, onSaved }: { loaded: Loaded; onSaved: () => Promise<void> }) {
  const { settings } = loaded;
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [calendarUrl, setCalendarUrl] = useState(loaded.calendarUrl);
  const [renewing, setRenewing] = useState<"ask" | "working" | null>(null);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const num = (name: string) => Number(form.get(name));
    const body: EditableBookingSettings = {
      durations: Object.fromEntries(
        CONSULTATION_TYPES.map((t) => [t, num(`duration-${t}`)]),
      ) as EditableBookingSettings["durations"],
      noticeHours: num("noticeHours"),
      windowDays: num("windowDays"),
      blockedTimes: parseBlocked(String(form.get("blockedTimes") ?? "")),
      schedulingUrl: String(form.get("schedulingUrl") ?? "").trim() || null,
    };
    setSaving(true);
    try {
      await answerOf(adminApi.admin["booking-settings"].$put({ json: body }));
      setErrors({});
      toast.success("Settings Updated", { description: "Booking settings saved." });
      await onSaved();
    } catch (err) {
      // Nested paths too (durations.framing): each duration has its own field.
      const issues = err instanceof ApiRequestError ? err.issues : [];
      const next: Record<string, string> = {};
      for (const issue of issues) {
        next[issue.path] ??= issue.message;
        next[issue.path.split(".")[0]] ??= issue.message;
      }
      setErrors(next);
      toast.error("Failed to update settings", {
        description: issues[0]?.message ?? "Please try again.",
      });
    } finally {
      setSaving(false);
    }
  }

  async function renew() {
    setRenewing("working");
    try {
      const result = await answerOf(adminApi.admin["booking-settings"]["calendar-secret"].$post());
      setCalendarUrl(result.calendarUrl);
      toast.success("New calendar address", { description: result.message });
    } catch {
      toast.error("Error", { description: "Failed to make a new calendar address." });
    } finally {
      setRenewing(null);
    }
  }

  return (
    <section aria-labelledby="booking-settings" className="space-y-8">
      <div className="rounded-lg border border-line bg-surface p-5">
        <h2 id="calendar-feed" className="font-sans text-lg font-semibold">
          Calendar subscription
        </h2>
        <p className="mt-1 text-sm text-muted">
          Add this private address to Google or Apple Calendar ("subscribe by URL") to see every
          booking there. Anyone with the address can read it: make a new one if it leaks.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <input
            readOnly
            aria-labelledby="calendar-feed"
            value={calendarUrl}
            className="w-full min-w-0 rounded-md border border-line bg-ground px-3 py-2 font-mono text-xs sm:w-auto sm:flex-1"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              navigator.clipboard.writeText(calendarUrl).then(
                () => toast.success("Copied!"),
                () => toast.error("Failed to copy content"),
              )
            }
          >
            Copy
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRenewing("ask")}>
            Make a new address
          </Button>
        </div>
        <ConfirmDialog
          open={renewing !== null}
          title="Make a new calendar address?"
          confirmLabel="Make new address"
          workingLabel="Making..."
          disabled={renewing === "working"}
          onConfirm={renew}
          onDismiss={() => setRenewing(null)}
        >
          <p>Calendars subscribed to the old address stop updating.</p>
        </ConfirmDialog>
      </div>

      <form
        onSubmit={save}
        className="space-y-6 rounded-lg border border-line bg-surface p-5"
        noValidate
      >
        <h2 id="booking-settings" className="font-sans text-lg font-semibold">
          Booking settings
        </h2>
        <fieldset>
          <legend className="text-sm font-medium">Length of each consultation (minutes)</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {CONSULTATION_TYPES.map((t) => (
              <InputField
                key={t}
                name={`duration-${t}`}
                label={t}
                type="number"
                min={15}
                max={480}
                step={15}
                defaultValue={settings.durations[t]}
                error={errors[`durations.${t}`]}
              />
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            name="noticeHours"
            label="Minimum notice (hours)"
            type="number"
            min={0}
            max={336}
            defaultValue={settings.noticeHours}
            error={errors.noticeHours}
          />
          <InputField
            name="windowDays"
            label="Bookable up to (days ahead)"
            type="number"
            min={1}
            max={365}
            defaultValue={settings.windowDays}
            error={errors.windowDays}
          />
        </div>
        <p className="text-sm text-muted">
          Closed days, holidays and special hours are set in{" "}
          <a className="text-accent underline" href={ADMIN_SCREENS.shop.path}>
            {ADMIN_SCREENS.shop.label}
          </a>
          ; bookings follow them.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField
            name="blockedTimes"
            label="Blocked times"
            optional
            rows={4}
            hint="One a line: date and 24-hour times, e.g. 2026-12-23 12:00-17:00."
            defaultValue={settings.blockedTimes.map(blockedLine).join("\n")}
            error={errors.blockedTimes}
          />
        </div>
        <InputField
          name="schedulingUrl"
          label="External scheduling page"
          optional
          type="url"
          hint='Only when set does the contact page show a "Book with Calendly" tab.'
          defaultValue={settings.schedulingUrl ?? ""}
          error={errors.schedulingUrl}
        />
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Settings"}
        </Button>
      </form>
    </section>
  );
}
