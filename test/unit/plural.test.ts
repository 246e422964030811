import { describe, expect, it } from "vitest";
import { countOf } from "~/lib/plural";

describe("countOf", () => {
  it("puts the noun in the singular for exactly one", () => {
    expect(countOf(1, "image")).toBe("1 image");
    expect(countOf(1, "total submission")).toBe("1 total submission");
  });

  it("puts it in the plural for none and for many", () => {
    expect(countOf(0, "image")).toBe("0 images");
    expect(countOf(3, "image")).toBe("3 images");
    expect(countOf(2, "entry", "entries")).toBe("2 entries");
  });
});
