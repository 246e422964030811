// The About page's own story, shown until the owner writes theirs (docs/decisions/0046-page-words-
// and-photos.md). Paragraphs of plain text: the page renders them, and the owner's editor opens
// with them as Markdown, so "edit the story" starts from the words visitors read.
import { business } from "./business";

export const DEFAULT_ABOUT_STORY: readonly string[] = [
  `${business.name} began in ${business.foundedYear} with a simple idea: a neighbourhood frame shop should treat a child's drawing with the same care as a museum piece. ${business.claims.piecesFramed} frames later, that is still how we work.`,
  "Every frame is designed with you at the counter and built by hand in the studio. We use conservation materials as standard and tell you plainly what your piece needs, and what it doesn't.",
];

export const DEFAULT_ABOUT_STORY_MARKDOWN = DEFAULT_ABOUT_STORY.join("\n\n");
