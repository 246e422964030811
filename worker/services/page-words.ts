// The pages' own photos and the About story (docs/decisions/0046-page-words-and-photos.md). A
// photo goes through the Worker's image pipeline (./web-images.ts: checked from its bytes, copies
// made by the Images binding, no metadata, no original kept) and needs alt text; until the owner
// sets one, a place shows the site's illustration. The story is Markdown rendered and sanitised
// like a blog post (docs/decisions/0003-content-safety.md). Every change bumps the content version.

import { DEFAULT_ABOUT_STORY_MARKDOWN } from "~/content/about-story";
import type { ResponsiveImage } from "~/content/images";
import {
  isPagePhotoKey,
  isPhotoSlot,
  PAGE_PHOTO_SIZES,
  PHOTO_SLOTS,
  type PhotoSlotInfo,
  pagePhotoKey,
  photoImage,
} from "~/lib/page-photos";
import { aboutStorySchema, photoAltSchema } from "~/lib/page-words-schema";
import { keyStem, MAX_IMAGE_BYTES } from "~/lib/portfolio";
import type { PublicTestimonial } from "~/lib/testimonials";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  deletePagePhoto,
  deletePageText,
  findPagePhoto,
  isPagePhotoKeyUsed,
  listPagePhotos,
  putPagePhoto,
  readPageText,
  setPagePhotoAlt,
  writePageText,
} from "~db/repositories/page-words";
import type { PagePhoto } from "~db/schema";
import { contentChanged } from "./edge-cache";
import { renderPostMarkdown } from "./markdown";
import { testimonialsForPage } from "./testimonials";
import {
  contentHash,
  type ImageRefusal,
  isRefusal,
  makeWebCopies,
  putAllNew,
  readImageUpload,
} from "./web-images";

type WordsEnv = Pick<Env, "DB" | "IMAGES" | "IMAGE_TRANSFORMS">;

const ABOUT_STORY = "about-story";

export interface OwnerPhotoSlot extends PhotoSlotInfo {
  slot: string;
  photo: (ResponsiveImage & { updatedAt: string }) | null;
}

export interface OwnerPageWords {
  photos: OwnerPhotoSlot[];
  story: { markdown: string; html: string; updatedAt: string } | null;
  // What the About page tells now, as Markdown: the owner's story, or the site's own until then.
  // The editor opens with it.
  storyMarkdown: string;
}

const shown = (row: PagePhoto) => ({ ...photoImage(row), updatedAt: row.updatedAt });

/** Every photo place with its photo (or null: the illustration), and the About story if set. */
export async function ownerPageWords(env: Pick<Env, "DB">): Promise<OwnerPageWords> {
  const db = database(env.DB);
  const [rows, story] = await Promise.all([listPagePhotos(db), readPageText(db, ABOUT_STORY)]);
  const bySlot = new Map(rows.map((r) => [r.slot, r]));
  return {
    photos: Object.entries(PHOTO_SLOTS).map(([slot, info]) => {
      const row = bySlot.get(slot);
      return { slot, ...info, photo: row ? shown(row) : null };
    }),
    story: story
      ? { markdown: story.markdown, html: story.html, updatedAt: story.updatedAt }
      : null,
    storyMarkdown: story?.markdown ?? DEFAULT_ABOUT_STORY_MARKDOWN,
  };
}

export type PhotoResult =
  | { status: "saved"; slot: OwnerPhotoSlot }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" }
  | ImageRefusal;

function slotAnswer(row: PagePhoto): PhotoResult {
  const info = PHOTO_SLOTS[row.slot];
  if (!info) return { status: "not-found" };
  return { status: "saved", slot: { slot: row.slot, ...info, photo: shown(row) } };
}

/** Removes a replaced photo's copies, unless another place still shows the same picture. */
async function dropCopies(env: WordsEnv, old: PagePhoto | undefined) {
  if (!old || (await isPagePhotoKeyUsed(database(env.DB), old.largeKey))) return;
  await env.IMAGES.delete([old.largeKey, old.smallKey]);
}

/**
 * Sets the photo of a place from a multipart form: `image` (the original) and `alt`. The alt text
 * is checked first, then the picture; nothing is stored unless both pass.
 */
export async function setPagePhoto(
  env: WordsEnv,
  slot: string,
  form: FormData,
): Promise<PhotoResult> {
  if (!isPhotoSlot(slot)) return { status: "not-found" };
  const alt = photoAltSchema.safeParse({ alt: form.get("alt") ?? undefined });
  if (!alt.success) return { status: "invalid", issues: toIssues(alt.error) };
  const original = await readImageUpload(form.get("image"), {
    field: "image",
    maxBytes: MAX_IMAGE_BYTES,
  });
  if (isRefusal(original)) return original;
  const copies = await makeWebCopies(env.IMAGE_TRANSFORMS, original, PAGE_PHOTO_SIZES);
  if (isRefusal(copies)) return copies;

  // The same picture uploaded again gets the same keys and reuses the stored copies.
  const stem = keyStem(original.name, await contentHash(original.bytes));
  const largeKey = pagePhotoKey(stem, "large", copies.large.extension);
  const smallKey = pagePhotoKey(stem, "small", copies.large.extension);
  const stored = await putAllNew(env.IMAGES, [
    { key: largeKey, bytes: copies.large.bytes, contentType: copies.large.contentType },
    { key: smallKey, bytes: copies.small.bytes, contentType: copies.small.contentType },
  ]);
  if (!stored) {
    const [large, small] = await Promise.all([
      env.IMAGES.head(largeKey),
      env.IMAGES.head(smallKey),
    ]);
    if (!large || !small) throw new Error(`Page photo ${largeKey} is only partly stored.`);
  }
  const db = database(env.DB);
  const row = {
    slot,
    largeKey,
    smallKey,
    width: copies.large.width,
    height: copies.large.height,
    alt: alt.data.alt,
  };
  const before = await putPagePhoto(db, row);
  if (before && before.largeKey !== largeKey) await dropCopies(env, before);
  await contentChanged(env);
  const saved = await findPagePhoto(db, slot);
  if (!saved) return { status: "not-found" };
  return slotAnswer(saved);
}

/** Changes only the alt text of a place's photo. */
export async function updatePhotoAlt(
  env: Pick<Env, "DB">,
  slot: string,
  input: unknown,
): Promise<PhotoResult> {
  if (!isPhotoSlot(slot)) return { status: "not-found" };
  const parsed = photoAltSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const row = await setPagePhotoAlt(database(env.DB), slot, parsed.data.alt);
  if (!row) return { status: "not-found" };
  await contentChanged(env);
  return slotAnswer(row);
}

/** Puts the illustration back in a place. False when it had no photo. */
export async function removePagePhoto(env: WordsEnv, slot: string): Promise<boolean> {
  if (!isPhotoSlot(slot)) return false;
  const row = await deletePagePhoto(database(env.DB), slot);
  if (!row) return false;
  await dropCopies(env, row);
  await contentChanged(env);
  return true;
}

export type StoryResult =
  | { status: "saved"; story: OwnerPageWords["story"] }
  | { status: "invalid"; issues: ValidationIssue[] };

/** The About story: Markdown in, sanitised HTML stored with it; empty puts back the site's own. */
export async function saveAboutStory(env: Pick<Env, "DB">, input: unknown): Promise<StoryResult> {
  const parsed = aboutStorySchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { markdown } = parsed.data;
  const db = database(env.DB);
  if (!markdown) {
    await deletePageText(db, ABOUT_STORY);
    await contentChanged(env);
    return { status: "saved", story: null };
  }
  const html = renderPostMarkdown(markdown);
  if (!html.trim())
    return {
      status: "invalid",
      issues: [{ path: "markdown", message: "The story has no text left once made safe." }],
    };
  await writePageText(db, ABOUT_STORY, markdown, html);
  await contentChanged(env);
  const row = await readPageText(db, ABOUT_STORY);
  return {
    status: "saved",
    story: row ? { markdown: row.markdown, html: row.html, updatedAt: row.updatedAt } : null,
  };
}

export interface PageWords {
  // The owner's photos by place; a place missing here shows its illustration.
  photos: Record<string, ResponsiveImage>;
  // The owner's About story (sanitised HTML), or null for the site's own.
  storyHtml: string | null;
  testimonials: PublicTestimonial[] | null;
  // Something could not be read from D1: the page shows the defaults and must not be cached.
  failed: boolean;
}

/** What a public page needs of the owner's words, in one call from its loader. */
export async function wordsForPage(
  env: Pick<Env, "DB">,
  want: { photos?: readonly string[]; story?: boolean; testimonials?: "featured" | "all" },
): Promise<PageWords> {
  const db = database(env.DB);
  const [rows, story, testimonials] = await Promise.all([
    want.photos?.length
      ? listPagePhotos(db, want.photos).catch((err) => {
          console.error("Page photos could not be loaded", err);
          return null;
        })
      : [],
    want.story
      ? readPageText(db, ABOUT_STORY).catch((err) => {
          console.error("The About story could not be loaded", err);
          return null;
        })
      : undefined,
    want.testimonials ? testimonialsForPage(env, want.testimonials) : [],
  ]);
  return {
    photos: Object.fromEntries((rows ?? []).map((r) => [r.slot, photoImage(r)])),
    storyHtml: story?.html ?? null,
    testimonials,
    failed: rows === null || story === null || testimonials === null,
  };
}

/** A page photo's copy for the image route; public, so shared caches may keep it. */
export async function readPagePhotoObject(
  env: Pick<Env, "IMAGES">,
  key: string,
  conditions: Headers,
): Promise<R2Object | null> {
  if (!isPagePhotoKey(key)) return null;
  return env.IMAGES.get(key, { onlyIf: conditions });
}

/** A page made while D1 failed is never cached: it would outlive the outage. */
export const wordsPageHeaders = (words: PageWords): HeadersInit =>
  words.failed ? { "Cache-Control": "no-store" } : {};
