// What an uploaded file really is, from its bytes (docs/decisions/0003-content-safety.md): never from its name
// or the Content-Type a browser claims. Pure, so the Worker (authoritative) and the admin page
// (early, friendlier refusal) use the same rules.

export const IMAGE_FORMATS = {
  jpeg: { contentType: "image/jpeg", extension: "jpg", label: "JPEG" },
  png: { contentType: "image/png", extension: "png", label: "PNG" },
  webp: { contentType: "image/webp", extension: "webp", label: "WebP" },
  avif: { contentType: "image/avif", extension: "avif", label: "AVIF" },
  gif: { contentType: "image/gif", extension: "gif", label: "GIF" },
} as const;

export type ImageFormat = keyof typeof IMAGE_FORMATS;

export const ACCEPTED_FORMATS_TEXT = "JPEG, PNG, WebP, AVIF or GIF";
// For <input accept>: the browser's file picker only; the bytes decide.
export const IMAGE_ACCEPT = Object.values(IMAGE_FORMATS)
  .map((f) => f.contentType)
  .join(",");

export interface ImageInfo {
  format: ImageFormat;
  contentType: (typeof IMAGE_FORMATS)[ImageFormat]["contentType"];
  extension: (typeof IMAGE_FORMATS)[ImageFormat]["extension"];
  width: number;
  height: number;
}

// A refusal's reason, phrased to follow "<file name>: ".
export const SNIFF_REASONS = {
  empty: "the file is empty.",
  "not-an-image": `this is not a ${ACCEPTED_FORMATS_TEXT} image (SVG and other files are not accepted).`,
  damaged: "the image data is incomplete or damaged.",
} as const;

export type SniffResult = { ok: true; image: ImageInfo } | { ok: false; reason: string };

const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// AVIF is an ISO-BMFF file whose `ftyp` box names an AVIF brand (HEIC and MP4 do not).
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** The format by magic bytes alone, or null. Needs only the first 32 bytes or so. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return "jpeg";
  if (bytes.length >= 8 && PNG_SIGNATURE.every((v, i) => bytes[i] === v)) return "png";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a"))
    return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP")
    return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 4) === "ftyp") {
    const size = Math.min(u32be(bytes, 0), bytes.length);
    for (let at = 8; at + 4 <= size; at += 4) {
      // Major brand at 8, minor version at 12, compatible brands from 16.
      if (at === 12) continue;
      if (AVIF_BRANDS.has(ascii(bytes, at, 4))) return "avif";
    }
  }
  return null;
}

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM and RSTn; SOI again would be malformed but harmless.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan before any frame header
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    // Start-of-frame markers C0-CF, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return null;
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 ") {
    // Key frame start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}

// ISO-BMFF: meta (a full box) > iprp > ipco > ispe holds the image's width and height.
function avifSize(b: Uint8Array): { width: number; height: number } | null {
  const find = (start: number, end: number, type: string): { body: number; end: number } | null => {
    let at = start;
    while (at + 8 <= end) {
      let size = u32be(b, at);
      let header = 8;
      if (size === 1) {
        if (at + 16 > end) return null;
        size = u32be(b, at + 8) * 2 ** 32 + u32be(b, at + 12);
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return null;
      if (ascii(b, at + 4, 4) === type) return { body: at + header, end: at + size };
      at += size;
    }
    return null;
  };
  const meta = find(0, b.length, "meta");
  if (!meta) return null;
  const iprp = find(meta.body + 4, meta.end, "iprp");
  const ipco = iprp && find(iprp.body, iprp.end, "ipco");
  const ispe = ipco && find(ipco.body, ipco.end, "ispe");
  if (!ispe || ispe.body + 12 > ispe.end) return null;
  return { width: u32be(b, ispe.body + 4), height: u32be(b, ispe.body + 8) };
}

function imageSize(format: ImageFormat, b: Uint8Array): { width: number; height: number } | null {
  switch (format) {
    case "jpeg":
      return jpegSize(b);
    case "png":
      return b.length >= 24 && ascii(b, 12, 4) === "IHDR"
        ? { width: u32be(b, 16), height: u32be(b, 20) }
        : null;
    case "gif":
      return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null;
    case "webp":
      return webpSize(b);
    case "avif":
      return avifSize(b);
  }
}

/**
 * The format and pixel size of an image from its bytes. A file whose header is cut short or
 * nonsensical is damaged; one with no known signature (SVG, HTML, PDF, HEIC...) is not an image.
 */
export function sniffImage(bytes: Uint8Array): SniffResult {
  if (bytes.length === 0) return { ok: false, reason: SNIFF_REASONS.empty };
  const format = detectImageFormat(bytes);
  if (!format) return { ok: false, reason: SNIFF_REASONS["not-an-image"] };
  const size = imageSize(format, bytes);
  if (!size || size.width < 1 || size.height < 1)
    return { ok: false, reason: SNIFF_REASONS.damaged };
  const { contentType, extension } = IMAGE_FORMATS[format];
  return { ok: true, image: { format, contentType, extension, ...size } };
}
