// A quote request's limits, messages and the form action's answer: zod-free, so the designer
// page can load them (the zod rules are in ./quote-schema.ts).
import { IMAGE_FORMATS, type ImageFormat } from "./image-format";
import { MAX_IMAGE_BYTES } from "./portfolio";

// Up to 3 photos of the piece, 15 MB each, in the formats a phone or camera makes (no GIF, no SVG).
export const MAX_QUOTE_PHOTOS = 3;
export const MAX_QUOTE_PHOTO_BYTES = MAX_IMAGE_BYTES;
export const QUOTE_PHOTO_FORMATS: readonly ImageFormat[] = ["jpeg", "png", "webp", "avif"];
export const QUOTE_PHOTO_FORMATS_TEXT = "JPEG, PNG, WebP or AVIF";
export const QUOTE_PHOTO_ACCEPT = QUOTE_PHOTO_FORMATS.map((f) => IMAGE_FORMATS[f].contentType).join(
  ",",
);
// The owner's Quotes screen shows the Worker's copy of each photo, never the bytes as sent: at
// most 1600 px on the long side (docs/decisions/0023-quote-photos-re-encoded.md).
export const QUOTE_PHOTO_SIZE = { shortSide: Number.POSITIVE_INFINITY, longSide: 1600 } as const;

// The designer's preview photo and the box that sends it with the request (it counts among the
// photos of the piece).
export const PREVIEW_PHOTO_FIELD = "artPhoto";
export const SEND_PREVIEW_PHOTO_FIELD = "sendArtPhoto";
// The whole multipart request: the photos plus the design and the text fields.
export const MAX_QUOTE_REQUEST_BYTES = MAX_QUOTE_PHOTOS * MAX_QUOTE_PHOTO_BYTES + 256 * 1024;

// The page's success card already says "Thank you!" as its heading: the message does not repeat it.
export const quoteSuccessMessage = (replyPromise: string) =>
  `Your design is with us. We'll reply with a price ${replyPromise}.`;

// What the /frame-designer action answers, with and without JavaScript.
export type QuoteFormResult =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };
