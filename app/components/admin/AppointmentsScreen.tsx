// The owner's bookings, grouped by day (today first): confirm, decline with a reason, mark done or
// no-show; each change emails the visitor. Each booking is an AppointmentItem. Booking settings and
// the calendar feed sit below.
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatDay } from "~/lib/booking/format";
import { shopDay } from "~/lib/shop-time";
import { ButtonAnchor } from "../ui/button";
import { AdminList } from "./AdminList";
import { type Action, AppointmentItem, type Detail, type Listed } from "./AppointmentItem";
import { BookingSettingsPanel } from "./BookingSettingsPanel";
import { useAdminMutation } from "./useAdminMutation";
import { useAdminQuery } from "./useAdminQuery";
import { useHashTarget } from "./useHashTarget";

type Change = { id: number; action: Action; detail?: Detail };

const dayOf = (a: Listed) => (a.slotStart ? shopDay(new Date(a.slotStart)) : null);

/** Upcoming days soonest first, then past days most recent first, then requests without a slot. */
function groupByDay(appointments: Listed[]) {
  const today = shopDay();
  const groups = new Map<string, Listed[]>();
  for (const a of appointments) {
    const key = dayOf(a) ?? "none";
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const keys = [...groups.keys()].filter((k) => k !== "none");
  const upcoming = keys.filter((k) => k >= today).sort();
  const past = keys
    .filter((k) => k < today)
    .sort()
    .reverse();
  const ordered = [...upcoming, ...past, ...(groups.has("none") ? ["none"] : [])];
  return ordered.map((key) => ({
    key,
    title:
      key === "none"
        ? "Requests without a booked time"
        : `${key === today ? "Today, " : ""}${formatDay(key)}${key < today ? " (past)" : ""}`,
    items: (groups.get(key) ?? []).sort((x, y) =>
      (x.slotStart ?? "").localeCompare(y.slotStart ?? ""),
    ),
  }));
}

const ACTION_TOASTS: Record<Action, { title: string; description: string }> = {
  confirm: {
    title: "Appointment Confirmed",
    description: "The appointment has been marked as confirmed.",
  },
  decline: { title: "Appointment Declined", description: "The visitor has been told why." },
  done: { title: "Marked Done", description: "The visitor has been thanked by email." },
  no_show: { title: "Marked No-show", description: "The visitor has been emailed." },
  move: { title: "Booking Moved", description: "The visitor has been emailed the new time." },
  spam: { title: "Declined as Spam", description: "The time is free again. Nobody was emailed." },
};

const ACTION_ERRORS: Record<Action, string> = {
  confirm: "Failed to confirm appointment. Please try again.",
  decline: "Failed to decline appointment. Please try again.",
  done: "Failed to mark the appointment done. Please try again.",
  no_show: "Failed to mark the appointment as a no-show. Please try again.",
  move: "Failed to move the booking. Please try again.",
  spam: "Failed to decline the booking as spam. Please try again.",
};

function send({ id, action, detail }: Change): Promise<unknown> {
  const param = { id: String(id) };
  const booking = adminApi.admin.appointments[":id"];
  if (action === "confirm") return answerOf(booking.confirm.$patch({ param }));
  if (action === "spam") return answerOf(booking.spam.$post({ param }));
  if (action === "move") return answerOf(booking.reschedule.$post({ param }, withJson(detail?.to)));
  return answerOf(booking.status.$patch({ param, json: { action, reason: detail?.reason } }));
}

export function AppointmentsScreen() {
  const query = useAdminQuery("appointments", () => answerOf(adminApi.admin.appointments.$get()));
  const change = useAdminMutation(send, {
    success: (_, { action }) => ACTION_TOASTS[action],
    failure: ({ action }) => ({ title: "Error", description: ACTION_ERRORS[action] }),
    onSuccess: () => query.reload(),
  });
  const appointments = query.data?.appointments;
  useHashTarget(appointments !== undefined);
  const running = change.running;

  return (
    <div className="space-y-12">
      <AdminList
        count={appointments?.length}
        noun="appointments"
        loading={query.loading}
        loadingText="Loading appointments..."
        error={query.error}
        onRetry={() => void query.reload()}
        errorTitle="Failed to load appointments"
        emptyText="No appointment bookings yet. Consultations booked on the Contact page appear here."
        actions={
          <>
            <ButtonAnchor variant="secondary" size="sm" href="/api/admin/appointments.ics" download>
              Download calendar
            </ButtonAnchor>
            <ButtonAnchor variant="secondary" size="sm" href="/api/admin/appointments.csv" download>
              Export CSV
            </ButtonAnchor>
          </>
        }
      >
        <div className="space-y-8">
          {groupByDay(appointments ?? []).map((group) => (
            <section key={group.key} aria-labelledby={`day-${group.key}`}>
              <h2
                id={`day-${group.key}`}
                className="border-b border-line pb-2 font-sans text-sm font-semibold tracking-wide text-muted uppercase"
              >
                {group.title}
              </h2>
              <ul className="mt-3 space-y-3">
                {group.items.map((a) => (
                  <AppointmentItem
                    key={a.id}
                    appointment={a}
                    busy={running?.id === a.id ? running.action : null}
                    disabled={change.busy}
                    onAction={async (action, detail) =>
                      (await change.run({ id: a.id, action, detail })) !== undefined
                    }
                    onEmailsChanged={query.reload}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </AdminList>
      <BookingSettingsPanel />
    </div>
  );
}
