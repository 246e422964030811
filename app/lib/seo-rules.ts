// The old site's SEO dashboard rules, pure and shared by the Worker, the dashboard and tests.

import { business } from "~/content/business";

// Expected click-through rate by position 1..10; beyond 10: 0.01 (docs/decisions/0016-kept-from-the-old-site.md).
export const EXPECTED_CTR_BY_POSITION = [
  0.32, 0.18, 0.11, 0.08, 0.06, 0.05, 0.04, 0.03, 0.03, 0.02,
] as const;
export const EXPECTED_CTR_BEYOND_10 = 0.01;

export function expectedCtr(position: number): number {
  const rank = Math.round(position);
  if (rank >= 1 && rank <= 10) return EXPECTED_CTR_BY_POSITION[rank - 1];
  return EXPECTED_CTR_BEYOND_10;
}

/** Keyword difficulty = 100 - 50 x (actual CTR / expected CTR), clamped 1..100 (docs/decisions/0016-kept-from-the-old-site.md). */
export function keywordDifficulty(actualCtr: number, position: number): number {
  const raw = 100 - 50 * (actualCtr / expectedCtr(position));
  return Math.min(100, Math.max(1, Math.round(raw)));
}

/** Estimated monthly search volume = impressions x 10 (docs/decisions/0016-kept-from-the-old-site.md). */
export function estimatedSearchVolume(impressions: number): number {
  return impressions * 10;
}

export interface SiteHealthInputs {
  sitemapPresent: boolean;
  // null when PageSpeed is not configured: the rule then does not apply.
  mobilePageSpeed: number | null;
  structuredDataValid: boolean;
}

export interface HealthDeduction {
  issue: string;
  points: number;
}

/**
 * Starts at 100; -15 without a sitemap, -10 if mobile page speed < 90, -5 without valid
 * structured data; floor 0 (docs/decisions/0016-kept-from-the-old-site.md). The score and the issues shown beside it come from the same
 * list, so every deduction is named and every named issue is a deduction.
 */
export function siteHealth(inputs: SiteHealthInputs): {
  score: number;
  deductions: HealthDeduction[];
} {
  const deductions: HealthDeduction[] = [];
  if (!inputs.sitemapPresent) deductions.push({ issue: "No sitemap at /sitemap.xml", points: 15 });
  if (inputs.mobilePageSpeed !== null && inputs.mobilePageSpeed < 90)
    deductions.push({
      issue: `Mobile page speed ${inputs.mobilePageSpeed} is below 90`,
      points: 10,
    });
  if (!inputs.structuredDataValid)
    deductions.push({ issue: "Structured data missing or invalid", points: 5 });
  const score = Math.max(0, 100 - deductions.reduce((sum, d) => sum + d.points, 0));
  return { score, deductions };
}

export function siteHealthScore(inputs: SiteHealthInputs): number {
  return siteHealth(inputs).score;
}

// What the site's own audit accepts: search engines show about 65 characters of a title and 160
// of a description.
export const SEARCH_TITLE_MAX_LENGTH = 65;
export const SEARCH_DESCRIPTION_MAX_LENGTH = 160;

export type BadgeLevel = "good" | "medium" | "poor";

/** Health badge is good at 80 or more. */
export function healthBadge(score: number): BadgeLevel {
  return score >= 80 ? "good" : "poor";
}

/** Page-speed badge: good at 90 or more, medium at 50 or more. */
export function pageSpeedBadge(score: number): BadgeLevel {
  if (score >= 90) return "good";
  if (score >= 50) return "medium";
  return "poor";
}

/** Position badge: 3 or better default, 10 or better secondary, otherwise destructive. */
export function positionBadge(position: number): "default" | "secondary" | "destructive" {
  if (position <= 3) return "default";
  if (position <= 10) return "secondary";
  return "destructive";
}

export const isTopTenPosition = (position: number) => position <= 10;
export const isDroppedPosition = (position: number) => position > 20;
// A recommendation is made when any tracked keyword ranks worse than 15.
export const needsRankingRecommendation = (positions: readonly number[]) =>
  positions.some((p) => p > 15);

// The 26 local target phrases the dashboard tracks (docs/decisions/0016-kept-from-the-old-site.md).
export const TARGET_KEYWORDS = [
  "custom picture framing houston",
  "picture framing houston heights",
  "frame shop houston",
  "custom framing near me",
  "art framing houston",
  "shadowbox framing houston",
  "jersey framing houston",
  "military shadow box houston",
  "diploma framing houston",
  "photo framing houston",
  "canvas stretching houston",
  "art restoration houston",
  "fine art printing houston",
  "giclee printing houston",
  "picture hanging service houston",
  "art installation houston",
  "conservation framing houston",
  "museum glass framing houston",
  `frame shop ${business.address.postalCode}`,
  "heights frame shop",
  "custom frames houston tx",
  "mirror framing houston",
  "needlework framing houston",
  "poster framing houston",
  "corporate art framing houston",
  "best frame shop houston",
] as const;
