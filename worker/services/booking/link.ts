// The visitor's manage link in every booking email (docs/decisions/0075-derived-booking-links.md):
// a booking made since the link became derived keeps a random salt, and its token is derived from
// it under the Worker's secret, so any later email can rebuild the link. A booking from before
// keeps only its token's hash: its later emails point to the first email instead.
import type { Appointment } from "~db/schema";
import { canDeriveLinks, privateLinkToken } from "../private-link";

export type LinkEnv = Pick<Env, "SITE_URL" | "ORDER_LINK_SECRET" | "ENVIRONMENT">;

export function manageUrl(env: Pick<Env, "SITE_URL">, token: string): string {
  return `${env.SITE_URL.replace(/\/$/, "")}/booking/${token}`;
}

/** A booking's manage link, or null for a booking made before links were derived. */
export async function bookingLink(
  env: LinkEnv,
  booking: Pick<Appointment, "linkSalt">,
): Promise<string | null> {
  if (!booking.linkSalt || !canDeriveLinks(env)) return null;
  return manageUrl(env, await privateLinkToken(env, "booking", booking.linkSalt));
}
