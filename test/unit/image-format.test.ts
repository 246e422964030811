import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImage } from "~/lib/image-format";

const canvas = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 138, g: 90, b: 43, alpha: 0.5 } } });

const sniff = (buffer: Buffer | Uint8Array) => sniffImage(new Uint8Array(buffer));

describe("sniffImage: the type and size come from the bytes", () => {
  it.each([
    ["baseline JPEG", () => canvas(123, 45).jpeg().toBuffer(), "jpeg", "image/jpeg", "jpg"],
    [
      "progressive JPEG",
      () => canvas(123, 45).jpeg({ progressive: true }).toBuffer(),
      "jpeg",
      "image/jpeg",
      "jpg",
    ],
    ["PNG", () => canvas(123, 45).png().toBuffer(), "png", "image/png", "png"],
    ["lossy WebP", () => canvas(123, 45).webp().toBuffer(), "webp", "image/webp", "webp"],
    [
      "lossless WebP",
      () => canvas(123, 45).webp({ lossless: true }).toBuffer(),
      "webp",
      "image/webp",
      "webp",
    ],
    ["WebP with alpha", () => canvas(123, 45, 4).webp().toBuffer(), "webp", "image/webp", "webp"],
    ["AVIF", () => canvas(123, 45).avif().toBuffer(), "avif", "image/avif", "avif"],
    ["GIF", () => canvas(123, 45).gif().toBuffer(), "gif", "image/gif", "gif"],
  ] as const)("reads a %s", async (_label, make, format, contentType, extension) => {
    expect(sniff(await make())).toEqual({
      ok: true,
      image: { format, contentType, extension, width: 123, height: 45 },
    });
  });

  it("reads a JPEG whose frame header comes after EXIF data", async () => {
    const withExif = await canvas(64, 48).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(sniff(withExif)).toMatchObject({
      ok: true,
      image: { format: "jpeg", width: 64, height: 48 },
    });
  });

  it("ignores the name a file was given: a PNG is a PNG", async () => {
    const png = await canvas(10, 10).png().toBuffer();
    const file = new File([new Uint8Array(png)], "holiday.jpg", { type: "image/jpeg" });
    expect(sniff(new Uint8Array(await file.arrayBuffer()))).toMatchObject({
      ok: true,
      image: { format: "png" },
    });
  });

  it("refuses SVG, HTML, PDF and HEIC as not images", () => {
    const text = (s: string) => new TextEncoder().encode(s);
    const heic = Uint8Array.from([
      0,
      0,
      0,
      24,
      ...text("ftypheic"),
      0,
      0,
      0,
      0,
      ...text("mif1heic"),
    ]);
    for (const bytes of [
      text("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      text("<!doctype html><p>hi"),
      text("%PDF-1.7"),
      heic,
    ]) {
      expect(sniff(bytes)).toEqual({
        ok: false,
        reason:
          "this is not a JPEG, PNG, WebP, AVIF or GIF image (SVG and other files are not accepted).",
      });
    }
  });

  it("refuses an empty file", () => {
    expect(sniff(new Uint8Array())).toEqual({ ok: false, reason: "the file is empty." });
  });

  it.each(["jpeg", "png", "webp", "avif", "gif"] as const)(
    "refuses a %s cut off inside its header as damaged",
    async (format) => {
      const whole = await canvas(20, 20).toFormat(format).toBuffer();
      const cut = { jpeg: 40, png: 20, webp: 20, avif: 40, gif: 8 }[format];
      expect(sniff(whole.subarray(0, cut))).toEqual({
        ok: false,
        reason: "the image data is incomplete or damaged.",
      });
    },
  );
});
