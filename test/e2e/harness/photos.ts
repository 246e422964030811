// Test pictures for the browser tests, made with sharp in Node (no image files in the repository).
import type { Locator } from "playwright-core";
import sharp from "sharp";

// A photograph-like picture: a diagonal gradient with a little grain, so sizes are realistic.
export async function photo(
  width: number,
  height: number,
  hue: number,
  format: "jpeg" | "png",
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  const [r, g, b] = [Math.cos(hue), Math.cos(hue + 2.1), Math.cos(hue + 4.2)].map(
    (c) => 110 + c * 70,
  );
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade =
        ((x / width + y / height) / 2) * 90 - 45 + (format === "jpeg" ? Math.random() * 16 - 8 : 0);
      pixels[i++] = r! + shade;
      pixels[i++] = g! + shade;
      pixels[i++] = b! + shade;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === "jpeg" ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

/** Drops files on an element as a person would drag them in from the desktop. */
export async function dropFiles(
  target: Locator,
  files: ReadonlyArray<{ name: string; mimeType: string; buffer: Buffer }>,
): Promise<void> {
  const transfer = await target.page().evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const { name, mimeType, base64 } of list) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], name, { type: mimeType }));
      }
      return data;
    },
    files.map(({ name, mimeType, buffer }) => ({
      name,
      mimeType,
      base64: buffer.toString("base64"),
    })),
  );
  await target.dispatchEvent("dragover", { dataTransfer: transfer });
  await target.dispatchEvent("drop", { dataTransfer: transfer });
}
