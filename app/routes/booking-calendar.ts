// /booking/<token>/calendar.ics: the visitor's booking as a calendar file ("Add to calendar" on
// the booking card and the manage page). The token is the key, as on the manage page.
import { data } from "react-router";
import { appContext } from "~/context";
import { bookingByToken } from "~worker/services/booking/bookings";
import { visitorInvite } from "~worker/services/booking/invite";
import { shopFacts } from "~worker/services/shop";
import type { Route } from "./+types/booking-calendar";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const booking = await bookingByToken(env, params.token);
  if (!booking || (booking.status !== "pending" && booking.status !== "confirmed"))
    throw data(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(visitorInvite(booking, await shopFacts(env)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="consultation.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
