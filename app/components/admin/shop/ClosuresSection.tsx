// The closures list on Shop settings (docs/decisions/0041-one-closures-list.md): days closed or
// open other hours ("close early at 1 PM" needs only the closing time), the yearly holidays, and
// the bookings a saved closure falls on.
import type { Dispatch, SetStateAction } from "react";
import { adminApi, answerOf } from "~/lib/admin-api";
import { HOLIDAYS } from "~/lib/booking/holidays";
import type { Closure, ShopFacts } from "~/lib/shop-schema";
import { Button } from "../../ui/button";
import { type ClosureBooking, ClosureBookings } from "../ClosureBookings";
import { Section, textFields } from "./parts";

const NEW_CLOSURE: Closure = { from: "", to: "", note: "", opens: null, closes: null };

export function ClosuresSection({
  facts,
  errors,
  onChange,
  onHolidays,
  affected,
  setAffected,
}: {
  facts: ShopFacts;
  errors: Record<string, string>;
  onChange: (closures: Closure[]) => void;
  onHolidays: (ids: ShopFacts["closedHolidays"]) => void;
  affected: ClosureBooking[];
  setAffected: Dispatch<SetStateAction<ClosureBooking[]>>;
}) {
  const setClosure = (i: number, patch: Partial<Closure>) =>
    onChange(facts.closures.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const text = textFields(errors);
  return (
    <Section title="Closures and special hours">
      <p className="text-sm text-muted">
        A day or range the shop is closed (or open other hours), with a note such as "Thanksgiving".
        Bookings stop those days, and the site announces it two weeks ahead.
      </p>
      <ClosureBookings
        bookings={affected}
        onAsked={async () =>
          setAffected((await answerOf(adminApi.admin.shop.$get())).affectedBookings)
        }
      />
      {facts.closures.length === 0 ? <p className="text-sm text-muted">No closures.</p> : null}
      <ul className="space-y-4">
        {facts.closures.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is stable.
          <li key={i} className="space-y-3 rounded-md border border-line p-3">
            <div className="grid gap-3 sm:grid-cols-3">
              {text(
                `closures.${i}.from`,
                "First day",
                c.from,
                (v) => setClosure(i, { from: v, to: c.to || v }),
                "date",
              )}
              {text(`closures.${i}.to`, "Last day", c.to, (v) => setClosure(i, { to: v }), "date")}
              {text(
                `closures.${i}.note`,
                "For",
                c.note,
                (v) => setClosure(i, { note: v }),
                "text",
                "e.g. Thanksgiving",
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              {text(
                `closures.${i}.opens`,
                "Special opening (optional)",
                c.opens ?? "",
                (v) => setClosure(i, { opens: v || null }),
                "time",
                "Empty: the usual opening time.",
              )}
              {text(
                `closures.${i}.closes`,
                "Special closing (optional)",
                c.closes ?? "",
                (v) => setClosure(i, { closes: v || null }),
                "time",
                "Empty: closed all day. Closing early? Just this.",
              )}
              <div className="flex items-end">
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => onChange(facts.closures.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="secondary"
        onClick={() => onChange([...facts.closures, NEW_CLOSURE])}
      >
        Add a closure
      </Button>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Closed on these holidays every year</legend>
        {HOLIDAYS.map((h) => (
          <label key={h.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={facts.closedHolidays.includes(h.id)}
              onChange={(e) =>
                onHolidays(
                  e.target.checked
                    ? [...facts.closedHolidays, h.id]
                    : facts.closedHolidays.filter((id) => id !== h.id),
                )
              }
              className="size-4 accent-accent"
            />
            {h.label}
          </label>
        ))}
      </fieldset>
    </Section>
  );
}
