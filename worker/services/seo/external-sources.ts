// Search Console: used only when its credentials are configured (docs/decisions/0005-real-data.md). Every
// call goes through externalFetch (timeouts; stand-ins in tests). PageSpeed is in ./page-speed.ts.

import { estimatedSearchVolume, keywordDifficulty, TARGET_KEYWORDS } from "~/lib/seo-rules";
import { addDays, shopDay } from "~/lib/shop-time";
import { externalFetch } from "../external/http";
import { type GoogleAuthEnv, googleAccessToken, googleAuthConfigured } from "./google-auth";

export interface KeywordRow {
  keyword: string;
  position: number | null;
  searchVolume: number | null;
  difficulty: number | null;
  clicks: number | null;
  impressions: number | null;
  url: string | null;
  lastChecked: string | null;
}

export type KeywordReport =
  | { connected: false; rows: KeywordRow[] }
  | { connected: true; rows: KeywordRow[]; window: { startDate: string; endDate: string } }
  | { connected: true; error: string; rows: KeywordRow[] };

const notConnectedRow = (keyword: string): KeywordRow => ({
  keyword,
  position: null,
  searchVolume: null,
  difficulty: null,
  clicks: null,
  impressions: null,
  url: null,
  lastChecked: null,
});

type SearchConsoleEnv = GoogleAuthEnv & { SEARCH_CONSOLE_SITE_URL?: string };

export function searchConsoleConfigured(env: SearchConsoleEnv): boolean {
  return Boolean(env.SEARCH_CONSOLE_SITE_URL && googleAuthConfigured(env));
}

interface SearchAnalyticsRow {
  keys: [string, string];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

/** As on the old site (docs/decisions/0016-kept-from-the-old-site.md): the last 30 days up to 3 days ago, query x page, row limit 100. */
export async function keywordReport(
  env: SearchConsoleEnv,
  now = new Date(),
): Promise<KeywordReport> {
  if (!searchConsoleConfigured(env))
    return { connected: false, rows: TARGET_KEYWORDS.map(notConnectedRow) };
  const today = shopDay(now);
  const window = { startDate: addDays(today, -33), endDate: addDays(today, -3) };
  try {
    const res = await externalFetch(
      `https://searchconsole.googleapis.com/webmasters/v3/sites/${encodeURIComponent(env.SEARCH_CONSOLE_SITE_URL ?? "")}/searchAnalytics/query`,
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${await googleAccessToken(env)}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ ...window, dimensions: ["query", "page"], rowLimit: 100 }),
      },
    );
    if (!res.ok) throw new Error(`Search Console answered ${res.status}`);
    const body = (await res.json()) as { rows?: SearchAnalyticsRow[] };
    const rows = TARGET_KEYWORDS.map((keyword): KeywordRow => {
      // The best-ranking page for the phrase.
      const match = (body.rows ?? [])
        .filter((r) => r.keys[0].toLowerCase() === keyword)
        .sort((a, b) => a.position - b.position)[0];
      if (!match) return { ...notConnectedRow(keyword), lastChecked: window.endDate };
      return {
        keyword,
        position: Math.round(match.position * 10) / 10,
        searchVolume: estimatedSearchVolume(match.impressions),
        difficulty: keywordDifficulty(match.ctr, match.position),
        clicks: match.clicks,
        impressions: match.impressions,
        url: match.keys[1],
        lastChecked: window.endDate,
      };
    });
    return { connected: true, rows, window };
  } catch (err) {
    console.warn("Search Console query failed", err);
    return {
      connected: true,
      error: "Search Console could not be reached.",
      rows: TARGET_KEYWORDS.map(notConnectedRow),
    };
  }
}
