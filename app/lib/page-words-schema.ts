// What the owner may write on the "Pages & photos" screen (docs/decisions/0046-page-words-and-photos.md):
// a photo's alt text and the About page's story, shared by the screen and the API.
import { z } from "zod";
import { multiLine, oneLine } from "./text-rules";

export const PHOTO_ALT_MAX_LENGTH = 250;
export const STORY_MAX_LENGTH = 20_000;

export const photoAltSchema = z
  .object({
    // What a screen reader says instead of the picture: required, a photo is never decoration here.
    alt: oneLine(
      z
        .string({ error: "Alt text is required: describe what is in the photo." })
        .trim()
        .min(1, "Alt text is required: describe what is in the photo.")
        .max(PHOTO_ALT_MAX_LENGTH, `Alt text must be at most ${PHOTO_ALT_MAX_LENGTH} characters.`),
      "Alt text",
    ),
  })
  .strict();

/** The About story in Markdown; empty puts back the site's own story. */
export const aboutStorySchema = z
  .object({
    markdown: multiLine(
      z
        .string({ error: "The story must be text (Markdown)." })
        .trim()
        .max(STORY_MAX_LENGTH, `The story must be at most ${STORY_MAX_LENGTH} characters.`),
      "The story",
    ),
  })
  .strict();
