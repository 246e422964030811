// Sends one booking email through the send_email binding and records whether it went
// (decisions.md section 11). A failure is logged and recorded, never thrown: the booking stands.
import { database } from "~db/client";
import { recordAppointmentEmail } from "~db/repositories/appointment-emails";
import type { BookingEmailKind, OutgoingEmail } from "./emails";

export type MailEnv = Pick<Env, "DB" | "NOTIFY" | "NOTIFY_EMAIL_FROM">;

export async function sendBookingEmail(
  env: MailEnv,
  appointmentId: number,
  kind: BookingEmailKind,
  email: OutgoingEmail,
): Promise<boolean> {
  let error: string | null = null;
  try {
    await env.NOTIFY.send({ from: env.NOTIFY_EMAIL_FROM, ...email });
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    console.error("Booking email failed", kind, appointmentId, err);
  }
  try {
    await recordAppointmentEmail(database(env.DB), {
      appointmentId,
      kind,
      recipient: email.to,
      status: error ? "failed" : "sent",
      error: error?.slice(0, 500) ?? null,
    });
  } catch (err) {
    console.error("Could not record a booking email", kind, appointmentId, err);
  }
  return error === null;
}
