import { describe, expect, it } from "vitest";
import {
  defaultAlt,
  defaultCategory,
  defaultDetails,
  defaultTitle,
  displayFileName,
  fitsVariant,
  keyFromImagePath,
  keyStem,
  parseStorageKey,
  portfolioFilterFrom,
  portfolioImageUrl,
  safeStem,
  storageKey,
  variantSize,
} from "~/lib/portfolio";

describe("the old site's defaults from a file name", () => {
  it("titles: no extension, hyphens and underscores as spaces, each word capitalised", () => {
    expect(defaultTitle("sunset-over_the-bayou.jpg")).toBe("Sunset Over The Bayou");
    expect(defaultTitle("portfolio/wedding-photo.png")).toBe("Wedding Photo");
    expect(defaultTitle("IMG_2041.JPG")).toBe("IMG 2041");
    expect(defaultTitle("a--b__c.gif")).toBe("A B C");
    expect(defaultTitle("archive.tar.gz")).toBe("Archive.tar");
    expect(defaultTitle(".png")).toBe("Untitled Work");
  });

  it("describes every work as 'Custom framing work' and alt-texts it with the name", () => {
    expect(defaultDetails("jersey.webp").description).toBe("Custom framing work");
    expect(defaultAlt("portfolio/Signed_Jersey.webp")).toBe("Portfolio item: Signed_Jersey");
  });

  it("categorises by keyword: photo, memorial, commercial, otherwise artwork", () => {
    expect(defaultCategory("abstract-oil.jpg")).toBe("artwork");
    expect(defaultCategory("family-photo.jpg")).toBe("photography");
    expect(defaultCategory("PHOTOGRAPHY-print.jpg")).toBe("photography");
    expect(defaultCategory("war-memorial-flag.jpg")).toBe("memorabilia");
    expect(defaultCategory("commercial-lobby.jpg")).toBe("commercial");
  });

  it("lets a later rule win over an earlier one, wherever the words stand in the name", () => {
    expect(defaultCategory("memorial-photo.jpg")).toBe("memorabilia");
    expect(defaultCategory("photo-memorial.jpg")).toBe("memorabilia");
    expect(defaultCategory("commercial-memorial-photo.jpg")).toBe("commercial");
  });

  it("only reads the file's own name, not its folder or extension", () => {
    expect(defaultCategory("photos/abstract.jpg")).toBe("artwork");
    expect(defaultCategory("abstract.photo")).toBe("artwork");
  });

  it("builds all four details from the owner's file name", () => {
    expect(defaultDetails("C:\\Users\\owner\\Pictures\\Office_commercial-install.jpg")).toEqual({
      title: "Office Commercial Install",
      description: "Custom framing work",
      category: "commercial",
      alt: "Portfolio item: Office_commercial-install",
    });
  });
});

describe("display names", () => {
  it("keeps the last segment without control characters", () => {
    expect(displayFileName("../../etc/passwd")).toBe("passwd");
    expect(displayFileName("a\u0000b\u001f\u007fc.png")).toBe("abc.png");
    expect(displayFileName("  spaced name.png  ")).toBe("spaced name.png");
    expect(displayFileName("x".repeat(300))).toHaveLength(120);
  });
});

describe("storage keys", () => {
  it("reduce a name to lower-case letters, digits and single hyphens", () => {
    expect(safeStem("../../etc/passwd")).toBe("passwd");
    expect(safeStem("Café Wall (1).JPG")).toBe("cafe-wall-1");
    expect(safeStem("..hidden.png")).toBe("hidden");
    expect(safeStem("my.photo.v2.png")).toBe("my-photo-v2");
    expect(safeStem("日本.png")).toBe("image");
    expect(safeStem("")).toBe("image");
    expect(safeStem(`${"a".repeat(100)}.png`)).toHaveLength(60);
  });

  it("carry a hash of the content, and a counter from the second attempt", () => {
    expect(keyStem("Wedding.png", "2bbd6c90ffee")).toBe("wedding-2bbd6c90");
    expect(keyStem("Wedding.png", "2bbd6c90ffee", 2)).toBe("wedding-2bbd6c90-2");
    expect(storageKey("wedding-2bbd6c90", "png")).toBe("portfolio/wedding-2bbd6c90.png");
    expect(storageKey("wedding-2bbd6c90", "webp", "small")).toBe(
      "portfolio/wedding-2bbd6c90.small.webp",
    );
  });

  it("parse back only into our own shapes", () => {
    expect(parseStorageKey("portfolio/wedding-2bbd6c90.png")).toEqual({
      stem: "wedding-2bbd6c90",
      variant: null,
    });
    expect(parseStorageKey("portfolio/wedding-2bbd6c90.large.webp")).toEqual({
      stem: "wedding-2bbd6c90",
      variant: "large",
    });
    for (const key of [
      "portfolio/../x.png",
      "portfolio/a/b.png",
      "other/x.png",
      "portfolio/x.svg",
      "portfolio/X.png",
      "portfolio/x.huge.webp",
    ]) {
      expect(parseStorageKey(key), key).toBeNull();
    }
  });

  it("are served under /images/ and read back from that path", () => {
    expect(portfolioImageUrl("portfolio/a-1.small.webp")).toBe("/images/portfolio/a-1.small.webp");
    expect(keyFromImagePath("/images/portfolio/a-1.small.webp")).toBe("portfolio/a-1.small.webp");
    expect(keyFromImagePath("/images/portfolio%2Fa-1.small.webp")).toBeNull();
    expect(keyFromImagePath("/images/portfolio/..%2Fsecret.png")).toBeNull();
    expect(keyFromImagePath("/images/portfolio/%E0%A4%A")).toBeNull();
    expect(keyFromImagePath("/images/sample-custom-art-framing-800.webp")).toBeNull();
  });
});

describe("web-sized copies", () => {
  it("small: shorter side 800 px, longer side at most 1600 px, never enlarged", () => {
    expect(variantSize(4032, 3024, "small")).toEqual({ width: 1067, height: 800 });
    expect(variantSize(3024, 4032, "small")).toEqual({ width: 800, height: 1067 });
    expect(variantSize(6000, 1000, "small")).toEqual({ width: 1600, height: 267 });
    expect(variantSize(640, 480, "small")).toEqual({ width: 640, height: 480 });
  });

  it("large: longer side 2000 px, never enlarged", () => {
    expect(variantSize(4032, 3024, "large")).toEqual({ width: 2000, height: 1500 });
    expect(variantSize(3024, 4032, "large")).toEqual({ width: 1500, height: 2000 });
    expect(variantSize(1200, 900, "large")).toEqual({ width: 1200, height: 900 });
  });

  it("are checked against the same limits on the server, with a pixel of rounding", () => {
    expect(fitsVariant(1067, 800, "small")).toBe(true);
    expect(fitsVariant(801, 1601, "small")).toBe(true);
    expect(fitsVariant(2000, 1000, "small")).toBe(false);
    expect(fitsVariant(1500, 2000, "large")).toBe(true);
    expect(fitsVariant(2400, 1800, "large")).toBe(false);
  });
});

describe("the ?category= filter", () => {
  it("selects a known category and falls back to all", () => {
    expect(portfolioFilterFrom("photography")).toBe("photography");
    expect(portfolioFilterFrom("all")).toBe("all");
    expect(portfolioFilterFrom("Photography")).toBe("all");
    expect(portfolioFilterFrom(null)).toBe("all");
    expect(portfolioFilterFrom("sculpture")).toBe("all");
  });
});
