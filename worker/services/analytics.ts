// First-party analytics (docs/decisions/0006-analytics.md): events are stored without cookies, addresses or
// full referrer URLs; bots are ignored. A configured measurement id also forwards events.
import { isbot } from "isbot";
import { isTrackedPath } from "~/lib/analytics";
import type { AnalyticsEventInput } from "~/lib/analytics-schema";
import { mentionsPrivateLink } from "~/lib/private-links";
import { addDays, shopDay } from "~/lib/shop-time";
import { database } from "~db/client";
import {
  ANALYTICS_RAW_DAYS,
  insertAnalyticsEvent,
  rollupAnalytics,
} from "~db/repositories/analytics-events";
import { externalFetch } from "./external/http";

// Hosts whose referrals count as organic search visits (LIKE patterns on the referrer host).
export const SEARCH_ENGINE_HOST_PATTERNS = [
  "%google.%",
  "%bing.com",
  "%duckduckgo.com",
  "%search.yahoo.com",
  "%ecosia.org",
  "%search.brave.com",
  "%yandex.%",
  "%baidu.com",
];

export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === "http:" || url.protocol === "https:"
      ? url.hostname.toLowerCase()
      : null;
  } catch {
    return null;
  }
}

export type RecordResult = "stored" | "ignored-bot" | "ignored-private";

/**
 * What may be kept of an event: nothing from a page that is not traffic (the owner's pages, a
 * customer's private link), and no private link in its texts, whatever the page sent: a link is
 * its customer's key (docs/decisions/0031-private-links.md). A referrer naming one keeps only its
 * origin, so the visit still counts as coming from this site.
 */
function keptOfEvent(event: AnalyticsEventInput): AnalyticsEventInput | null {
  if (!isTrackedPath(event.path)) return null;
  const text = (value: string | undefined) =>
    value !== undefined && mentionsPrivateLink(value) ? undefined : value;
  let referrer = event.referrer;
  if (referrer && mentionsPrivateLink(referrer)) {
    const host = referrerHost(referrer);
    referrer = host ? `https://${host}/` : undefined;
  }
  return { ...event, category: text(event.category), label: text(event.label), referrer };
}

export async function recordAnalyticsEvent(
  env: Pick<Env, "DB" | "ANALYTICS_MEASUREMENT_ID"> & { ANALYTICS_API_SECRET?: string },
  request: Request,
  sent: AnalyticsEventInput,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<RecordResult> {
  const userAgent = request.headers.get("User-Agent") ?? "";
  if (!userAgent || isbot(userAgent)) return "ignored-bot";
  const event = keptOfEvent(sent);
  if (!event) return "ignored-private";
  await insertAnalyticsEvent(database(env.DB), {
    name: event.name,
    category: event.category ?? null,
    label: event.label ?? null,
    value: event.value ?? null,
    path: event.path,
    referrerHost: referrerHost(event.referrer),
    day: shopDay(),
  });
  if (env.ANALYTICS_MEASUREMENT_ID && env.ANALYTICS_API_SECRET) {
    waitUntil(
      forwardToMeasurementService(env.ANALYTICS_MEASUREMENT_ID, env.ANALYTICS_API_SECRET, event),
    );
  }
  return "stored";
}

// GA4 Measurement Protocol; an anonymous per-event client id keeps it cookie-free.
async function forwardToMeasurementService(
  measurementId: string,
  apiSecret: string,
  event: AnalyticsEventInput,
) {
  const url = `https://www.google-analytics.com/mp/collect?measurement_id=${encodeURIComponent(measurementId)}&api_secret=${encodeURIComponent(apiSecret)}`;
  try {
    await externalFetch(url, {
      method: "POST",
      body: JSON.stringify({
        client_id: crypto.randomUUID(),
        events: [
          {
            name: event.name,
            params: {
              event_category: event.category,
              event_label: event.label,
              value: event.value,
              page_path: event.path,
            },
          },
        ],
      }),
    });
  } catch (err) {
    console.warn("Analytics forwarding failed", err);
  }
}

/**
 * The nightly rollup: raw events older than ANALYTICS_RAW_DAYS become per-day counts (what the
 * dashboards read), so the raw table stays small and no number on screen changes.
 */
export async function rollupOldEvents(env: Pick<Env, "DB">, now = new Date()): Promise<number> {
  return rollupAnalytics(database(env.DB), addDays(shopDay(now), -ANALYTICS_RAW_DAYS));
}
