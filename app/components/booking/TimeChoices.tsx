// A day's free times as radio buttons (server-rendered, so they work without JavaScript):
// the booking card and the visitor's booking page share them.
import type { Ref } from "react";
import type { BookingPicker } from "~/lib/booking/picker";
import { useIsFirstInvalid } from "../ui/field";

export function TimeChoices({
  legend,
  slots,
  checked,
  error,
  ref,
  loading = false,
}: {
  legend: string;
  slots: BookingPicker["slots"];
  checked?: string;
  error?: string;
  // The times, brought into view after a day is chosen (app/lib/booking/reveal-times.ts).
  ref?: Ref<HTMLFieldSetElement>;
  // Another day's times are being read: these stay, dimmed, until they come.
  loading?: boolean;
}) {
  // After a failed booking whose first problem is the time, the first time takes the focus.
  const focusFirst = useIsFirstInvalid("preferredTime");
  return (
    <fieldset
      ref={ref}
      aria-describedby={error ? "time-error" : undefined}
      aria-busy={loading || undefined}
      className={`scroll-mt-20 transition-opacity ${loading ? "opacity-50" : ""}`}
    >
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {slots.map((slot, i) => (
          <label
            key={slot.start}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-line bg-surface px-3 text-sm font-medium has-checked:border-accent has-checked:bg-accent/10 has-checked:text-accent-hover has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="preferredTime"
              value={slot.time}
              required
              defaultChecked={checked === slot.time}
              className="sr-only"
              // biome-ignore lint/a11y/noAutofocus: only after the visitor's own submission failed, onto the time it asks them to fix
              autoFocus={focusFirst && i === 0}
            />
            <time dateTime={slot.start}>{slot.time}</time>
          </label>
        ))}
      </div>
      {error ? (
        <p id="time-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
