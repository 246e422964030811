// The visitor's acknowledgement of a quote request: a copy of the design (drawn in plain inline
// HTML that email clients keep, and described in words), its sizes, materials and the estimate
// shown. It repeats nothing the visitor typed but a short plain first name
// (docs/decisions/0026-names-and-acknowledgements.md), and the outbox sends it only within the
// limits on mail to strangers (docs/decisions/0027-acknowledgement-limits.md).
import { business } from "~/content/business";
import { describeDesign, snapshotDimensions } from "~/lib/frame-design";
import { estimateSentence, formatInches } from "~/lib/frame-estimate";
import { type PhotoCrop, placePhoto } from "~/lib/photo-crop";
import { oneLineAddress } from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";
import { greeting } from "~/lib/text-rules";
import type { Quote } from "~db/schema";
import { emailLayout, escapeHtml, type StoredAttachment } from "./email";
import type { EmailDraft } from "./outbox";

type QuoteCopy = Pick<Quote, "name" | "email" | "design" | "estimateLow" | "estimateHigh">;

// The catalogue's colours are the owner's, but only a plain hex colour goes into a style.
const safeColour = (c: string | undefined, fallback: string) =>
  c && /^#[0-9a-f]{3,8}$/i.test(c) ? c : fallback;

// The drawing's longest outer side, in CSS pixels.
const DRAWING_PX = 220;

/** The visitor's placed photo, made small for the email and attached inline (./quote-photo-email.ts). */
export interface EmailPhoto {
  contentId: string;
  width: number;
  height: number;
  attachment: StoredAttachment;
}

/** The photo in the piece's window, where the visitor placed it: a clipped box, the image offset. */
function placedPhotoHtml(w: number, h: number, photo: EmailPhoto, crop: PhotoCrop): string {
  const p = placePhoto({ x: 0, y: 0, w, h }, photo, crop);
  const [pw, ph] = [Math.round(p.width), Math.round(p.height)];
  return `<div style="width:${w}px;height:${h}px;overflow:hidden;display:inline-block;line-height:0;background:#d9d4c7"><img src="cid:${photo.contentId}" alt="" width="${pw}" height="${ph}" style="display:block;width:${pw}px;height:${ph}px;max-width:none;margin:${Math.round(p.y)}px 0 0 ${Math.round(p.x)}px;border:0"></div>`;
}

/**
 * The design to scale as nested boxes: moulding, mat(s), and the piece (inline styles only); the
 * visitor's photo in the piece's place when they placed one.
 */
export function designDrawingHtml(design: QuoteCopy["design"], photo?: EmailPhoto): string {
  const { outer } = snapshotDimensions(design);
  const scale = DRAWING_PX / Math.max(outer.width, outer.height);
  const px = (inches: number) => Math.max(1, Math.round(inches * scale));
  const box = (colour: string, pad: number, inner: string) =>
    `<div style="background:${colour};padding:${pad}px;display:inline-block;line-height:0">${inner}</div>`;
  const [w, h] = [px(design.widthInches), px(design.heightInches)];
  const piece =
    photo && design.photoCrop
      ? placedPhotoHtml(w, h, photo, design.photoCrop)
      : `<div style="background:#d9d4c7;width:${w}px;height:${h}px;display:inline-block"></div>`;
  const mat = design.mat;
  let inner = piece;
  if (mat?.inner) inner = box(safeColour(mat.inner.colour, "#ffffff"), px(0.25), inner);
  if (mat) inner = box(safeColour(mat.colour, "#ffffff"), px(mat.widthInches), inner);
  const frame = box(
    safeColour(design.moulding.colour, "#5a4632"),
    px(design.moulding.profileWidthInches),
    inner,
  );
  return `<div role="img" aria-label="${escapeHtml(describeDesign(design))}" style="margin:16px 0">${frame}</div>`;
}

/** The sizes and materials, one per line. */
function designLines(design: QuoteCopy["design"]): string[] {
  const { outer } = snapshotDimensions(design);
  const mat = design.mat
    ? design.mat.inner
      ? `Double mat: ${design.mat.name} over ${design.mat.inner.name}, ${formatInches(design.mat.widthInches)} in wide`
      : `Mat: ${design.mat.name}, ${formatInches(design.mat.widthInches)} in wide`
    : "Mat: none";
  return [
    `Piece: ${formatInches(design.widthInches)} × ${formatInches(design.heightInches)} in`,
    `Frame: ${design.moulding.name} (${design.moulding.finish}, ${formatInches(design.moulding.profileWidthInches)} in profile)`,
    mat,
    `Glazing: ${design.glazing.name}`,
    `Outer size: ${formatInches(outer.width)} × ${formatInches(outer.height)} in`,
  ];
}

/** The automatic answer to a quote request, as an outbox draft. */
export function quoteAcknowledgementEmail(
  quote: QuoteCopy,
  replyTo: string,
  shop: ShopFacts,
  photo?: EmailPhoto,
): EmailDraft {
  const intro = `Thank you for your quote request. Here is a copy of the design you sent us; we'll reply with a price ${shop.replyPromise}.`;
  const estimate = estimateSentence({ low: quote.estimateLow, high: quote.estimateHigh });
  const closing =
    "This is an automatic confirmation. If you didn't ask us for a quote, please ignore it.";
  const signature = [business.name, oneLineAddress(shop), `${shop.phone} · ${shop.email}`];
  const hello = greeting(quote.name, true);
  const lines = designLines(quote.design);
  const text = [hello, intro, lines.join("\n"), estimate, closing, signature.join("\n")].join(
    "\n\n",
  );
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  // In the shop's layout like every other email (docs/decisions/0058-branded-email-layout.md): its
  // footer carries the address and phone the plain text signs with.
  const subject = `We received your quote request · ${business.name}`;
  const body = [
    p(hello),
    p(intro),
    designDrawingHtml(quote.design, photo),
    `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
    `<p style="margin:0 0 16px"><strong>${escapeHtml(estimate)}</strong></p>`,
    p(closing),
  ].join("\n");
  return {
    kind: "quote-acknowledgement",
    to: quote.email,
    replyTo,
    subject,
    text,
    html: emailLayout(subject, body, shop),
    ...(photo && quote.design.photoCrop ? { attachments: [photo.attachment] } : {}),
  };
}
