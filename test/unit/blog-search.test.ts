import { describe, expect, it } from "vitest";
import { fitSearch, SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS, searchWords } from "~/lib/blog";

describe("blog search words", () => {
  it("lower-cases, drops control characters and counts a repeated word once", () => {
    expect(searchWords("  UV\tGlass\u0000uv  CAFÉ ")).toEqual(["uv", "glass", "café"]);
  });

  it("keeps a search within the limits as typed", () => {
    expect(fitSearch("  Mat  board ")).toEqual({ q: "Mat board", shortened: false });
    expect(fitSearch("")).toEqual({ q: "", shortened: false });
  });

  it("searches the whole words that fit when a visitor types more than the limits", () => {
    const words = Array.from({ length: SEARCH_MAX_WORDS + 3 }, (_, i) => `w${i}`);
    expect(fitSearch(words.join(" "))).toEqual({
      q: words.slice(0, SEARCH_MAX_WORDS).join(" "),
      shortened: true,
    });
    const long = "x".repeat(SEARCH_MAX_LENGTH + 1);
    expect(fitSearch(long)).toEqual({ q: "", shortened: true });
    expect(fitSearch(`${long} frame`)).toEqual({ q: "frame", shortened: true });
    const result = fitSearch(`${"y".repeat(60)} ${"z".repeat(60)}`);
    expect(result).toEqual({ q: "y".repeat(60), shortened: true });
    expect(result.q.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
  });
});
