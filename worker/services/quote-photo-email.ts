// The visitor's placed preview photo for the quote request's acknowledgement: a small JPEG (what
// every mail program shows) attached inline, so the drawing in the email shows their piece where
// they placed it (docs/decisions/0029-quote-acknowledgement.md). Best effort: without it the
// drawing keeps its plain piece.
import type { EmailPhoto } from "./quote-emails";
import type { WebCopy } from "./web-images";

// Twice the drawing's longest side (220 px), for sharp screens.
const EMAIL_PHOTO_PX = 440;

const base64 = (bytes: Uint8Array) => {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

export async function emailPhoto(
  images: ImagesBinding,
  copy: WebCopy,
): Promise<EmailPhoto | undefined> {
  try {
    const result = await images
      .input(new Blob([copy.bytes]).stream())
      .transform({ width: EMAIL_PHOTO_PX, height: EMAIL_PHOTO_PX, fit: "scale-down" })
      .output({ format: "image/jpeg", quality: 80 });
    const bytes = new Uint8Array(await new Response(result.image()).arrayBuffer());
    const scale = Math.min(1, EMAIL_PHOTO_PX / Math.max(copy.width, copy.height));
    const contentId = "placed-photo";
    return {
      contentId,
      width: Math.round(copy.width * scale),
      height: Math.round(copy.height * scale),
      attachment: {
        filename: "your-piece.jpg",
        type: "image/jpeg",
        content: base64(bytes),
        disposition: "inline",
        contentId,
        encoding: "base64",
      },
    };
  } catch (err) {
    console.error("The placed photo could not be made small for the email", err);
    return undefined;
  }
}
