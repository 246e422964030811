// The bookings a closure falls on (docs/decisions/0041-one-closures-list.md), on Shop settings and
// Today: who and when, and one action that emails each of them, once, to pick another time.
import { adminApi, answerOf } from "~/lib/admin-api";
import { Button } from "../ui/button";
import { useAdminMutation } from "./useAdminMutation";

export interface ClosureBooking {
  id: number;
  name: string;
  time: string;
  closure: string;
  askedToMove: boolean;
}

export function ClosureBookings({
  bookings,
  onAsked,
}: {
  bookings: ClosureBooking[];
  onAsked: () => unknown;
}) {
  const ask = useAdminMutation(
    () => answerOf(adminApi.admin.shop["affected-bookings"]["ask-to-move"].$post()),
    {
      success: (a) => ({
        title: a.queued === 1 ? "1 customer asked to move" : `${a.queued} customers asked to move`,
        description: a.withoutLink.length
          ? `No link to send to ${a.withoutLink.join(", ")}: please call them.`
          : undefined,
      }),
      failure: { title: "The emails were not sent" },
      onSuccess: onAsked,
    },
  );
  if (!bookings.length) return null;
  const waiting = bookings.filter((b) => !b.askedToMove).length;
  return (
    <div role="status" className="rounded-md border border-warning/30 bg-warning/5 p-4 text-ink">
      <p className="font-semibold text-warning">
        {bookings.length === 1
          ? "1 booking falls on a closure"
          : `${bookings.length} bookings fall on a closure`}
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {bookings.map((b) => (
          <li key={b.id}>
            <span className="font-medium">{b.name}</span>, {b.time} ({b.closure})
            {b.askedToMove ? " · asked to move" : ""}
          </li>
        ))}
      </ul>
      {waiting ? (
        <Button
          type="button"
          size="sm"
          className="mt-3"
          disabled={ask.busy}
          onClick={() => void ask.run(undefined)}
        >
          {ask.busy
            ? "Sending..."
            : waiting === 1
              ? "Email them to pick another time"
              : `Email all ${waiting} to pick another time`}
        </Button>
      ) : null}
    </div>
  );
}
