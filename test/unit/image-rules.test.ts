// Pure rules of uploaded images: copy sizes, when a work may be published, blog image addresses.
import { describe, expect, it } from "vitest";
import { blogKeyFromImagePath, coverUrls, isCoverKey } from "~/lib/blog-images";
import { defaultAlt, isDefaultAlt } from "~/lib/portfolio";
import { ALT_PLACEHOLDER_MESSAGE, publishIssues } from "~/lib/portfolio-schema";
import { fitsWithin, sizeWithin } from "~/lib/web-copies";

describe("sizeWithin: a copy keeps the aspect ratio and is never enlarged", () => {
  const card = { shortSide: 800, longSide: 1600 };
  it.each([
    [4000, 3000, card, { width: 1067, height: 800 }],
    [3000, 4000, card, { width: 800, height: 1067 }],
    [8000, 1000, card, { width: 1600, height: 200 }],
    [500, 300, card, { width: 500, height: 300 }],
    [10_000, 1, card, { width: 1600, height: 1 }],
  ])("%i×%i within %o is %o", (width, height, size, expected) => {
    expect(sizeWithin(width, height, size)).toEqual(expected);
    expect(fitsWithin(expected.width, expected.height, size)).toBe(true);
  });

  it("allows a pixel of rounding and no more", () => {
    expect(fitsWithin(1601, 801, { shortSide: 800, longSide: 1600 })).toBe(true);
    expect(fitsWithin(1602, 800, { shortSide: 800, longSide: 1600 })).toBe(false);
  });
});

describe("publishIssues: a work is shown only with a title and real alt text", () => {
  const details = {
    title: "Walnut Shadowbox",
    description: "Custom framing work",
    category: "memorabilia" as const,
    alt: "A christening gown in a walnut shadowbox",
  };

  it("accepts details the owner wrote", () => {
    expect(publishIssues(details)).toEqual([]);
  });

  it("refuses the old site's alt text made from the file name", () => {
    expect(isDefaultAlt(defaultAlt("IMG_4821.jpg"))).toBe(true);
    expect(isDefaultAlt("A portfolio item: a gown")).toBe(false);
    expect(publishIssues({ ...details, alt: defaultAlt("IMG_4821.jpg") })).toEqual([
      { path: "alt", message: ALT_PLACEHOLDER_MESSAGE },
    ]);
  });

  it("refuses an empty title or alt text", () => {
    expect(publishIssues({ ...details, title: " " }).map((i) => i.path)).toEqual(["title"]);
    expect(publishIssues({ ...details, alt: "" }).map((i) => i.path)).toEqual(["alt"]);
  });
});

describe("blog image addresses", () => {
  it("names a cover by its large copy and finds the small one beside it", () => {
    expect(isCoverKey("blog/walnut-1a2b3c4d.large.webp")).toBe(true);
    expect(isCoverKey("blog/walnut-1a2b3c4d.small.webp")).toBe(false);
    expect(isCoverKey("portfolio/walnut-1a2b3c4d.large.webp")).toBe(false);
    expect(isCoverKey("blog/../x.large.webp")).toBe(false);
    expect(coverUrls("blog/walnut-1a2b3c4d.large.webp")).toEqual({
      large: "/images/blog/walnut-1a2b3c4d.large.webp",
      small: "/images/blog/walnut-1a2b3c4d.small.webp",
    });
    expect(coverUrls("https://example.com/x.jpg")).toBeNull();
  });

  it.each([
    ["/images/blog/walnut-1a2b3c4d.small.webp", "blog/walnut-1a2b3c4d.small.webp"],
    ["/images/blog/..%2Fportfolio%2Fx.jpg", null],
    ["/images/blog/%E0%A4%A", null],
    ["/images/portfolio/walnut-1a2b3c4d.small.webp", null],
    ["/images/blog/walnut.svg", null],
  ])("reads %s as %s", (path, key) => {
    expect(blogKeyFromImagePath(path)).toBe(key);
  });
});
