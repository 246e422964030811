// The one definition of a message to the blog-writing assistant (docs/decisions/0016-kept-from-the-old-site.md), shared by the
// chat form on /blog, POST /api/chat and the tests.
import { z } from "zod";

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const BUSINESS_DESCRIPTION_MAX_LENGTH = 2000;

// As on the old site (docs/decisions/0016-kept-from-the-old-site.md): { message, context: 'blog_creation', business }.
export const chatRequestSchema = z.object({
  message: z
    .string({ error: "Message is required." })
    .trim()
    .min(1, "Message is required.")
    .max(CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
  context: z.literal("blog_creation", { error: "Context must be blog_creation." }),
  business: z
    .string()
    .trim()
    .max(
      BUSINESS_DESCRIPTION_MAX_LENGTH,
      `Business description must be at most ${BUSINESS_DESCRIPTION_MAX_LENGTH} characters.`,
    )
    .optional(),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
