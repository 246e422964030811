import { describe, expect, it } from "vitest";
import { readTimeMinutes, slugify, WORDS_PER_MINUTE, wordCount } from "~/lib/blog";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("slugify", () => {
  it("lower-cases and joins words with hyphens", () => {
    expect(slugify("Choosing The Right Mat")).toBe("choosing-the-right-mat");
  });

  it("turns every run of non-alphanumerics into one hyphen", () => {
    expect(slugify("UV glass: why it matters & what it costs")).toBe(
      "uv-glass-why-it-matters-what-it-costs",
    );
    expect(slugify("a -- b __ c")).toBe("a-b-c");
  });

  it("drops leading and trailing hyphens", () => {
    expect(slugify("  --Framing 101!--  ")).toBe("framing-101");
  });

  it("keeps digits", () => {
    expect(slugify("Top 10 Frames of 2026")).toBe("top-10-frames-of-2026");
  });

  it("treats letters outside a-z as separators, as the old site's rule says", () => {
    expect(slugify("Giclée Prints")).toBe("gicl-e-prints");
  });

  it("gives an empty slug for a title without letters or digits", () => {
    expect(slugify("")).toBe("");
    expect(slugify("!!! ???")).toBe("");
  });

  it("leaves a slug unchanged", () => {
    const slug = slugify("Shadowbox Framing for Military Medals");
    expect(slugify(slug)).toBe(slug);
  });
});

describe("read time", () => {
  it("is 200 words per minute", () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readTimeMinutes(words(400))).toBe(2);
    expect(readTimeMinutes(words(1000))).toBe(5);
  });

  it("rounds a started minute up", () => {
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(401))).toBe(3);
  });

  it("is at least one minute, even for an empty post", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes("Short.")).toBe(1);
  });

  it("counts words, not HTML tags or Markdown marks", () => {
    expect(wordCount("## A heading\n\n- **bold** _words_ > quoted `code`")).toBe(6);
    expect(wordCount('<p class="lead">Two <em>words</em></p>')).toBe(2);
    expect(wordCount("--- *** ###")).toBe(0);
    expect(readTimeMinutes(`<p>${words(201)}</p>`)).toBe(2);
  });
});
