import { useState } from "react";
import { toast } from "sonner";
import { adminFetch } from "~/lib/admin-api";
import { formatCalendarDay, formatDateTime } from "~/lib/date-format";
import type { Appointment } from "~db/schema";
import { Badge } from "../ui/badge";
import { Button, ButtonAnchor } from "../ui/button";
import { AdminList, ReachLinks } from "./AdminList";
import { useAdminData } from "./useAdminData";

export function AppointmentsTab() {
  const { data, error, loading, reload } = useAdminData<{ appointments: Appointment[] }>(
    "/api/admin/appointments",
  );
  const [confirming, setConfirming] = useState<number | null>(null);
  const appointments = data?.appointments;

  async function confirm(id: number) {
    setConfirming(id);
    try {
      await adminFetch(`/api/admin/appointments/${id}/confirm`, { method: "PATCH" });
      toast.success("Appointment Confirmed", {
        description: "The appointment has been marked as confirmed.",
      });
      await reload();
    } catch {
      toast.error("Error", { description: "Failed to confirm appointment. Please try again." });
    } finally {
      setConfirming(null);
    }
  }

  return (
    <AdminList
      count={appointments?.length}
      noun="appointments"
      loading={loading}
      loadingText="Loading appointments..."
      error={error}
      emptyText="No appointment bookings yet."
      actions={
        <ButtonAnchor variant="secondary" size="sm" href="/api/admin/appointments.csv" download>
          Export CSV
        </ButtonAnchor>
      }
    >
      <ul className="space-y-4">
        {appointments?.map((a) => (
          <li key={a.id} className="rounded-lg border border-line bg-surface p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-sans text-lg font-semibold">{a.name}</h3>
                <p className="text-sm text-muted">
                  Requested <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Badge tone="accent">{a.consultationType}</Badge>
                {a.confirmed ? (
                  <Badge tone="success">Confirmed</Badge>
                ) : (
                  <Badge tone="warning">Pending</Badge>
                )}
              </div>
            </div>
            <ReachLinks email={a.email} phone={a.phone} />
            <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
              <div>
                <dt className="inline font-medium">Preferred date: </dt>
                <dd className="inline">
                  <time dateTime={a.preferredDate}>{formatCalendarDay(a.preferredDate)}</time>
                </dd>
              </div>
              <div>
                <dt className="inline font-medium">Preferred time: </dt>
                <dd className="inline">{a.preferredTime}</dd>
              </div>
            </dl>
            {a.projectDetails ? (
              <p className="mt-3 whitespace-pre-line rounded-md bg-ground p-3 text-sm">
                {a.projectDetails}
              </p>
            ) : null}
            {!a.confirmed ? (
              <Button
                className="mt-4"
                variant="green"
                size="sm"
                disabled={confirming === a.id}
                onClick={() => confirm(a.id)}
              >
                {confirming === a.id ? "Confirming..." : "Confirm Appointment"}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </AdminList>
  );
}
