import { describe, expect, it } from "vitest";
import {
  EXPECTED_CTR_BY_POSITION,
  estimatedSearchVolume,
  expectedCtr,
  healthBadge,
  isDroppedPosition,
  isTopTenPosition,
  keywordDifficulty,
  needsRankingRecommendation,
  pageSpeedBadge,
  positionBadge,
  siteHealth,
  siteHealthScore,
  TARGET_KEYWORDS,
} from "~/lib/seo-rules";

describe("expected click-through rate", () => {
  it("follows the old site's table for positions 1 to 10 and 0.01 beyond", () => {
    expect(EXPECTED_CTR_BY_POSITION).toEqual([
      0.32, 0.18, 0.11, 0.08, 0.06, 0.05, 0.04, 0.03, 0.03, 0.02,
    ]);
    expect(expectedCtr(1)).toBe(0.32);
    expect(expectedCtr(10)).toBe(0.02);
    expect(expectedCtr(11)).toBe(0.01);
    expect(expectedCtr(57)).toBe(0.01);
  });
});

describe("keyword difficulty", () => {
  it("is 50 when the actual CTR matches the expected CTR", () => {
    expect(keywordDifficulty(0.32, 1)).toBe(50);
    expect(keywordDifficulty(0.01, 30)).toBe(50);
  });
  it("is 100 when nobody clicks", () => {
    expect(keywordDifficulty(0, 4)).toBe(100);
  });
  it("clamps at 1 when the CTR is far above expectation", () => {
    expect(keywordDifficulty(0.5, 10)).toBe(1);
  });
  it("computes 100 - 50 x ratio in between", () => {
    expect(keywordDifficulty(0.09, 2)).toBe(75);
  });
});

describe("search volume", () => {
  it("estimates impressions x 10", () => {
    expect(estimatedSearchVolume(37)).toBe(370);
    expect(estimatedSearchVolume(0)).toBe(0);
  });
});

describe("site health", () => {
  it("starts at 100", () => {
    expect(
      siteHealthScore({ sitemapPresent: true, mobilePageSpeed: null, structuredDataValid: true }),
    ).toBe(100);
  });
  it("loses 15 without a sitemap, 10 for slow mobile pages, 5 without valid structured data", () => {
    expect(
      siteHealthScore({ sitemapPresent: false, mobilePageSpeed: null, structuredDataValid: true }),
    ).toBe(85);
    expect(
      siteHealthScore({ sitemapPresent: true, mobilePageSpeed: 89, structuredDataValid: true }),
    ).toBe(90);
    expect(
      siteHealthScore({ sitemapPresent: true, mobilePageSpeed: 90, structuredDataValid: true }),
    ).toBe(100);
    expect(
      siteHealthScore({ sitemapPresent: true, mobilePageSpeed: null, structuredDataValid: false }),
    ).toBe(95);
    expect(
      siteHealthScore({ sitemapPresent: false, mobilePageSpeed: 10, structuredDataValid: false }),
    ).toBe(70);
  });
  it("badges good at 80 or more", () => {
    expect(healthBadge(80)).toBe("good");
    expect(healthBadge(79)).toBe("poor");
  });
});

describe("badges and positions", () => {
  it("grades page speed good at 90, medium at 50", () => {
    expect(pageSpeedBadge(90)).toBe("good");
    expect(pageSpeedBadge(89)).toBe("medium");
    expect(pageSpeedBadge(50)).toBe("medium");
    expect(pageSpeedBadge(49)).toBe("poor");
  });
  it("grades positions 3 or better default, 10 or better secondary, else destructive", () => {
    expect(positionBadge(3)).toBe("default");
    expect(positionBadge(4)).toBe("secondary");
    expect(positionBadge(10)).toBe("secondary");
    expect(positionBadge(11)).toBe("destructive");
  });
  it("counts top 10 and dropped (worse than 20) positions and recommends above 15", () => {
    expect(isTopTenPosition(10)).toBe(true);
    expect(isTopTenPosition(11)).toBe(false);
    expect(isDroppedPosition(20)).toBe(false);
    expect(isDroppedPosition(21)).toBe(true);
    expect(needsRankingRecommendation([3, 15])).toBe(false);
    expect(needsRankingRecommendation([3, 16])).toBe(true);
  });
  it("tracks 26 distinct local phrases", () => {
    expect(new Set(TARGET_KEYWORDS).size).toBe(26);
  });
});

describe("site health and its issues", () => {
  const cases = [true, false].flatMap((sitemapPresent) =>
    [null, 95, 89].flatMap((mobilePageSpeed) =>
      [true, false].map((structuredDataValid) => ({
        sitemapPresent,
        mobilePageSpeed,
        structuredDataValid,
      })),
    ),
  );

  it.each(cases)("names every deduction and deducts for every named issue (%o)", (inputs) => {
    const { score, deductions } = siteHealth(inputs);
    expect(score).toBe(siteHealthScore(inputs));
    expect(score).toBe(100 - deductions.reduce((sum, d) => sum + d.points, 0));
    const expected = [
      !inputs.sitemapPresent && "No sitemap at /sitemap.xml",
      inputs.mobilePageSpeed === 89 && "Mobile page speed 89 is below 90",
      !inputs.structuredDataValid && "Structured data missing or invalid",
    ].filter(Boolean);
    expect(deductions.map((d) => d.issue)).toEqual(expected);
    for (const d of deductions) expect(d.points).toBeGreaterThan(0);
  });
});
