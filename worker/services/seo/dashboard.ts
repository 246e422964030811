// The SEO dashboard's data (issue 11): first-party traffic from D1, the site's own audit, and
// Search Console / PageSpeed only when configured. Nothing is invented: an unconfigured source is
// reported as not connected, never filled with a number.

import { PUBLIC_PAGES } from "~/content/public-pages";
import {
  healthBadge,
  isTopTenPosition,
  needsRankingRecommendation,
  siteHealth,
  TARGET_KEYWORDS,
} from "~/lib/seo-rules";
import { addDays, shopDay } from "~/lib/shop-time";
import { database } from "~db/client";
import { dailyTraffic, topPaths, topReferrers } from "~db/repositories/analytics-events";
import { SEARCH_ENGINE_HOST_PATTERNS } from "../analytics";
import { auditSite, type PageFetch, type SiteAudit } from "./audit";
import { type KeywordReport, keywordReport, searchConsoleConfigured } from "./external-sources";
import { type PageSpeedReport, storedPageSpeed } from "./page-speed";

export const TRAFFIC_WINDOW_DAYS = 30;

type DashboardEnv = Pick<
  Env,
  | "DB"
  | "SITE_URL"
  | "ANALYTICS_MEASUREMENT_ID"
  | "ANALYTICS_API_SECRET"
  | "SEARCH_CONSOLE_ACCESS_TOKEN"
  | "SEARCH_CONSOLE_CLIENT_EMAIL"
  | "SEARCH_CONSOLE_PRIVATE_KEY"
  | "SEARCH_CONSOLE_SITE_URL"
  | "PAGESPEED_API_KEY"
>;

export interface TrafficDay {
  day: string;
  pageViews: number;
  visitors: number;
  organic: number;
}

export interface SeoDashboard {
  generatedAt: string;
  window: { from: string; to: string; days: number };
  traffic: {
    days: TrafficDay[];
    totals: { pageViews: number; visitors: number; organic: number };
    topPages: Array<{ path: string; hits: number }>;
    notFound: Array<{ path: string; hits: number }>;
    referrers: Array<{ host: string; hits: number }>;
  };
  health: { score: number; badge: "good" | "medium" | "poor"; issues: string[] };
  keywords: KeywordReport & { tracked: number | null; topTen: number | null };
  pageSpeed: PageSpeedReport;
  technical: SiteAudit;
  sources: {
    firstPartyAnalytics: "Active";
    analyticsForwarding: boolean;
    searchConsole: boolean;
    pageSpeed: boolean;
    technicalChecks: "Active";
  };
  // The data-source badge: "Real Data" only when every external source has answered.
  dataSource: string;
  // What is connected and what is not, in the owner's words; the technical steps live in
  // docs/search-console.md (docs/decisions/0059-seo-screen-in-plain-words.md).
  connections: Connection[];
  recommendations: string[];
}

export interface Connection {
  name: string;
  connected: boolean;
  // What it gives the owner; when not connected, what they would get.
  gives: string;
}

export async function buildSeoDashboard(
  env: DashboardEnv,
  fetchPage: PageFetch,
  now = new Date(),
): Promise<SeoDashboard> {
  const siteUrl = env.SITE_URL.replace(/\/$/, "");
  const db = database(env.DB);
  const to = shopDay(now);
  const from = addDays(to, -(TRAFFIC_WINDOW_DAYS - 1));
  const ownHost = new URL(siteUrl).hostname;

  const [daily, topPages, notFound, referrers, technical, keywords, pageSpeed] = await Promise.all([
    dailyTraffic(db, from, ownHost, SEARCH_ENGINE_HOST_PATTERNS),
    topPaths(db, "page_view", from, 10),
    topPaths(db, "page_not_found", from, 10),
    topReferrers(db, from, ownHost, 10),
    auditSite(PUBLIC_PAGES, fetchPage, siteUrl),
    keywordReport(env, now),
    storedPageSpeed(env),
  ]);

  // Every day of the window, zero when nothing was recorded, so the chart has no gaps.
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const days: TrafficDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const d = byDay.get(day);
    days.push({
      day,
      pageViews: d?.pageViews ?? 0,
      visitors: d?.entrances ?? 0,
      organic: d?.organic ?? 0,
    });
  }
  const totals = days.reduce(
    (t, d) => ({
      pageViews: t.pageViews + d.pageViews,
      visitors: t.visitors + d.visitors,
      organic: t.organic + d.organic,
    }),
    { pageViews: 0, visitors: 0, organic: 0 },
  );

  const mobileSpeed = mobilePageSpeed(pageSpeed);
  const { score, deductions } = siteHealth({
    sitemapPresent: technical.sitemapPresent,
    mobilePageSpeed: mobileSpeed,
    structuredDataValid: technical.structuredDataValid,
  });

  const positions = keywords.rows.flatMap((r) => (r.position === null ? [] : [r.position]));
  const sources = {
    firstPartyAnalytics: "Active" as const,
    analyticsForwarding: Boolean(env.ANALYTICS_MEASUREMENT_ID && env.ANALYTICS_API_SECRET),
    searchConsole: searchConsoleConfigured(env),
    pageSpeed: Boolean(env.PAGESPEED_API_KEY),
    technicalChecks: "Active" as const,
  };
  const dataSource = dataSourceLabel([
    {
      name: "Search Console",
      configured: sources.searchConsole,
      answered: keywords.connected && !("error" in keywords),
    },
    {
      name: "PageSpeed",
      configured: sources.pageSpeed,
      answered:
        pageSpeed.connected &&
        [pageSpeed.mobile, pageSpeed.desktop].some((r) => r?.measuredAt != null),
    },
  ]);

  return {
    generatedAt: now.toISOString(),
    window: { from, to, days: TRAFFIC_WINDOW_DAYS },
    traffic: {
      days,
      totals,
      topPages,
      notFound,
      referrers: referrers.map((r) => ({ host: r.host ?? "", hits: r.hits })),
    },
    health: {
      score,
      badge: healthBadge(score),
      issues: deductions.map((d) => `${d.issue} (-${d.points})`),
    },
    keywords: {
      ...keywords,
      // Without Search Console no phrase is being checked, so no count is shown.
      tracked: keywords.connected ? TARGET_KEYWORDS.length : null,
      topTen: keywords.connected ? positions.filter(isTopTenPosition).length : null,
    },
    pageSpeed,
    technical,
    sources,
    dataSource,
    connections: connections(sources),
    recommendations: recommendations(technical, keywords, notFound, pageSpeed),
  };
}

const mobilePageSpeed = (pageSpeed: PageSpeedReport) =>
  pageSpeed.connected ? (pageSpeed.mobile?.score ?? null) : null;

export function dataSourceLabel(
  external: Array<{ name: string; configured: boolean; answered: boolean }>,
): string {
  const answered = external.filter((s) => s.answered).map((s) => s.name);
  if (answered.length === external.length) return "Real Data";
  if (answered.length) return `Real Data: ${answered.join(", ")} only`;
  return external.every((s) => s.configured)
    ? "External sources not answering"
    : "Configure APIs for Real Data";
}

function connections(sources: SeoDashboard["sources"]): Connection[] {
  return [
    {
      name: "Visits and searches on your site",
      connected: true,
      gives:
        "Counted by the website itself: visits, top pages, missing pages, where visitors came from.",
    },
    {
      name: "Technical check of every page",
      connected: true,
      gives: "Titles, descriptions, links and images, checked by the website itself.",
    },
    {
      name: "Google Search Console",
      connected: sources.searchConsole,
      gives:
        "Where the shop appears in Google searches: positions, clicks and how often it is shown.",
    },
    {
      name: "Google PageSpeed",
      connected: sources.pageSpeed,
      gives: "How fast the pages load on phones and computers, as Google scores them.",
    },
    {
      name: "Google Analytics",
      connected: sources.analyticsForwarding,
      gives: "A copy of the visit counts in Google Analytics, if you use it.",
    },
  ];
}

// Pages with this many 404 hits in the window deserve a redirect or a fixed link.
const NOT_FOUND_RECOMMENDATION_HITS = 3;

function recommendations(
  technical: SiteAudit,
  keywords: KeywordReport,
  notFound: Array<{ path: string; hits: number }>,
  pageSpeed: PageSpeedReport,
): string[] {
  const out: string[] = [];
  if (!technical.sitemapPresent)
    out.push("Publish a sitemap at /sitemap.xml so search engines find every page.");
  if (!technical.robotsPresent) out.push("Serve a robots.txt that names the sitemap.");
  for (const page of technical.pages)
    for (const issue of page.issues) out.push(`Fix ${page.path}: ${issue}.`);
  for (const nf of notFound) {
    if (nf.hits >= NOT_FOUND_RECOMMENDATION_HITS)
      out.push(
        `${nf.path} was requested ${nf.hits} times but does not exist: add a redirect or fix the link pointing to it.`,
      );
  }
  for (const row of keywords.rows) {
    if (row.position !== null && needsRankingRecommendation([row.position]))
      out.push(
        `"${row.keyword}" ranks at position ${row.position}: strengthen ${row.url ?? "its page"} with fresh local content and internal links.`,
      );
  }
  const mobile = mobilePageSpeed(pageSpeed);
  if (mobile !== null && mobile < 90)
    out.push(
      `Mobile page speed is ${mobile}: look at the largest image and the script size of the home page.`,
    );
  return out;
}
