// The portfolio's enlarged view without JavaScript: each work's address and its Previous/Next
// through the works a filter shows; and the gallery script's text.
import { describe, expect, it } from "vitest";
import type { GalleryWork } from "~/lib/portfolio-gallery";
import { viewerWork, workAnchor, workHref, workViewFor } from "~/lib/portfolio-viewer";
import { SWIPE_MIN_PX } from "~/page-delivery/browser/gallery-script";
import { BROWSER_MODULES } from "~/page-delivery/server/browser-modules-plugin";

const work = (id: string, category: GalleryWork["category"]): GalleryWork => ({
  id,
  title: `Title ${id}`,
  description: `About ${id}`,
  category,
  alt: `Alt ${id}`,
  card: { src: `/images/${id}.small.webp`, srcSet: "", width: 400, height: 400 },
  full: { src: `/images/${id}.large.webp`, width: 2000, height: 1500 },
});

const works = [
  work("portfolio/a.jpg", "artwork"),
  work("b", "photography"),
  work("c", "artwork"),
  work("d", "artwork"),
];

describe("a work's own page", () => {
  it("has an address that keeps the filter, encoded", () => {
    expect(workHref("portfolio/a.jpg", "all")).toBe("/portfolio?work=portfolio%2Fa.jpg");
    expect(workHref("c", "artwork")).toBe("/portfolio?category=artwork&work=c");
  });

  it("steps through every work, wrapping around, when no filter is on", () => {
    const view = workViewFor(works, "all", "portfolio/a.jpg");
    expect(view?.nav).toEqual({
      index: 0,
      count: 4,
      previousHref: "/portfolio?work=d",
      nextHref: "/portfolio?work=b",
    });
    expect(view?.closeHref).toBe("/portfolio#work-portfolio-a-jpg");
  });

  it("steps only through the works the filter shows", () => {
    const view = workViewFor(works, "artwork", "d");
    expect(view?.work.id).toBe("d");
    expect(view?.nav).toEqual({
      index: 2,
      count: 3,
      previousHref: "/portfolio?category=artwork&work=c",
      nextHref: "/portfolio?category=artwork&work=portfolio%2Fa.jpg",
    });
    expect(view?.closeHref).toBe("/portfolio?category=artwork#work-d");
  });

  it("is null for a work that is unknown or outside the filter", () => {
    expect(workViewFor(works, "all", "zzz")).toBeNull();
    expect(workViewFor(works, "artwork", "b")).toBeNull();
    expect(workViewFor([], "all", "")).toBeNull();
  });

  it("anchors are valid ids whatever the storage key", () => {
    expect(workAnchor("portfolio/x y<z>.png")).toMatch(/^work-[A-Za-z0-9_-]+$/);
  });

  it("hands the dialog the large copy and the category's label", () => {
    expect(viewerWork(works[1]!)).toEqual({
      title: "Title b",
      description: "About b",
      alt: "Alt b",
      src: "/images/b.large.webp",
      width: 2000,
      height: 1500,
      category: "Photography",
      sample: false,
    });
  });
});

describe("the gallery script", () => {
  it("is a light module of the browser build whose default export the after-paint loader calls", async () => {
    expect(BROWSER_MODULES.gallery).toBe("gallery-script.ts");
    const gallery = await import("~/page-delivery/browser/gallery-script");
    expect(typeof gallery.default).toBe("function");
    expect(SWIPE_MIN_PX).toBeGreaterThan(0);
  });
});
