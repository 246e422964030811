import { describe, expect, it } from "vitest";
import { designForPreview, designFromFields } from "~/lib/frame-design";
import { frameDesignSchema } from "~/lib/frame-design-schema";
import { ART_INCHES } from "~/lib/frame-estimate";
import { checkInches, inchesGlyph, parseInches } from "~/lib/inches";

describe("parseInches", () => {
  it.each([
    ["36", 36],
    ["36.25", 36.25],
    ["36,25", 36.25],
    [".5", 0.5],
    ["36 1/4", 36.25],
    ["36  1/4", 36.25],
    ["36-1/4", 36.25],
    ["36 - 1/4", 36.25],
    ["36 1 / 4", 36.25],
    ["36 1⁄4", 36.25],
    ["36¼", 36.25],
    ["36 ¼", 36.25],
    ["36-¼", 36.25],
    ["48 3/8", 48.375],
    ["48⅜", 48.375],
    ["10⅛", 10.125],
    ["10 7/8", 10.875],
    ["10⅞", 10.875],
    ["12½", 12.5],
    ["12 2/4", 12.5],
    ["12 4/8", 12.5],
    ["3/4", 0.75],
    ["¾", 0.75],
    ["  16 1/8  ", 16.125],
    ["36 1/4 in", 36.25],
    ["36 1/4in.", 36.25],
    ['36 1/4"', 36.25],
    ["36.5 inches", 36.5],
    ["20 inch", 20],
    ["20″", 20],
  ])("reads %j as %d inches", (text, inches) => {
    expect(parseInches(text)).toEqual({ ok: true, inches });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["in", "empty"],
    ["abc", "format"],
    ["-5", "format"],
    ["36 5/4", "format"],
    ["36 1/0", "format"],
    ["1e3", "format"],
    ["0x10", "format"],
    ["Infinity", "format"],
    ["36..25", "format"],
    ["36 1/4 1/8", "format"],
    ["36/", "format"],
    ["36 ⅓", "format"],
    ["3614", "ok"],
    ["36 1/16", "eighths"],
    ["36.1", "eighths"],
    ["36.0625", "eighths"],
  ])("refuses %j (%s)", (text, reason) => {
    const parsed = parseInches(text);
    if (reason === "ok") expect(parsed.ok).toBe(true);
    else expect(parsed).toEqual({ ok: false, reason });
  });

  it("says what it understood in framer's glyphs", () => {
    expect(inchesGlyph(36.25)).toBe("36¼");
    expect(inchesGlyph(48.375)).toBe("48⅜");
    expect(inchesGlyph(20)).toBe("20");
    expect(inchesGlyph(0.5)).toBe("½");
  });
});

describe("checkInches", () => {
  it("holds a size to its range and marks the oversize one", () => {
    expect(checkInches("Width", "36 1/4", ART_INCHES)).toEqual({ ok: true, inches: 36.25 });
    expect(checkInches("Width", "70", ART_INCHES)).toEqual({
      ok: false,
      message: "Width must be at most 60 inches.",
      tooLarge: true,
    });
    expect(checkInches("Width", "3 7/8", ART_INCHES)).toMatchObject({ ok: false, tooLarge: false });
    expect(checkInches("Width", "36 1/16", ART_INCHES)).toMatchObject({
      message: "Width must be in eighths of an inch (e.g. 16 1/8).",
    });
  });
});

describe("the form, the action and the API read sizes alike", () => {
  const fields = {
    widthInches: "36 1/4",
    heightInches: "48⅜",
    mouldingId: "walnut-gallery",
    matStyle: "single",
    matId: "antique-white",
    matWidthInches: "2-1/2",
    glazingId: "regular",
  };

  it("the designer's fields become the same design in the preview and on the server", () => {
    const preview = designForPreview(fields);
    const server = frameDesignSchema.safeParse(designFromFields(fields));
    expect(server.success).toBe(true);
    expect(preview).toMatchObject({ widthInches: 36.25, heightInches: 48.375 });
    expect(server.data).toMatchObject({
      widthInches: 36.25,
      heightInches: 48.375,
      mat: { widthInches: 2.5 },
    });
  });

  it("the API takes sizes as numbers or as written", () => {
    const design = {
      widthInches: "36-1/4",
      heightInches: 48.375,
      mouldingId: "m",
      mat: null,
      glazingId: "g",
    };
    expect(frameDesignSchema.parse(design)).toMatchObject({ widthInches: 36.25 });
  });

  it("bad sizes are refused with the form's own message", () => {
    for (const [text, message] of [
      ["36 1/16", "Width must be in eighths of an inch (e.g. 16 1/8)."],
      ["abc", "Width: write inches like 36, 36 1/4, 36-1/4 or 36.25."],
      ["70", "Width must be at most 60 inches."],
    ] as const) {
      const result = frameDesignSchema.safeParse(
        designFromFields({ ...fields, widthInches: text }),
      );
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["widthInches"], message });
    }
    expect(designForPreview({ ...fields, widthInches: "70" })).toBeNull();
  });
});
