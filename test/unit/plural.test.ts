import { describe, expect, it } from "vitest";
import { countOf, listCount } from "~/lib/plural";

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

describe("a list's count line", () => {
  it("reads as a sentence, without 'total'", () => {
    expect(listCount(4, "new messages")).toBe("4 new messages");
    expect(listCount(1, "new messages")).toBe("1 new message");
    expect(listCount(1, "quote requests")).toBe("1 quote request");
    expect(listCount(1, "messages matching “frame”")).toBe("1 message matching “frame”");
    expect(listCount(0, "jobs")).toBe("0 jobs");
  });
});
