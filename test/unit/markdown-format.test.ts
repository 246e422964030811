import { describe, expect, it } from "vitest";
import { applyMarkdownFormat } from "~/lib/markdown-format";

describe("the editor's formatting buttons", () => {
  it("wraps the selection in bold and keeps it selected", () => {
    const r = applyMarkdownFormat("Use UV glass here.", 4, 12, "bold");
    expect(r.text).toBe("Use **UV glass** here.");
    expect(r.text.slice(r.start, r.end)).toBe("UV glass");
  });
  it("inserts a placeholder to type over when nothing is selected", () => {
    const r = applyMarkdownFormat("Intro. ", 7, 7, "link");
    expect(r.text).toBe("Intro. [link text](https://)");
    expect(r.text.slice(r.start, r.end)).toBe("link text");
    const img = applyMarkdownFormat("", 0, 0, "image");
    expect(img.text).toBe("![describe the picture](/images/portfolio/)");
  });
  it("makes the selected line a heading once, whatever it was", () => {
    const text = "First line\nChoose the mat\nLast";
    const r = applyMarkdownFormat(text, 14, 14, "heading");
    expect(r.text).toBe("First line\n## Choose the mat\nLast");
    const again = applyMarkdownFormat(r.text, 14, 14, "heading");
    expect(again.text).toBe(r.text);
  });
  it("turns every selected line into a list item", () => {
    const text = "Mats\nGlass\nFrame";
    const r = applyMarkdownFormat(text, 0, text.length, "list");
    expect(r.text).toBe("- Mats\n- Glass\n- Frame");
    expect(applyMarkdownFormat("", 0, 0, "list").text).toBe("- List item");
  });
  it("takes a reversed or out-of-range selection without breaking the text", () => {
    const r = applyMarkdownFormat("abc", 9, 1, "bold");
    expect(r.text).toBe("a**bc**");
  });
});
