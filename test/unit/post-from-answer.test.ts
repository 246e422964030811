import { describe, expect, it } from "vitest";
import {
  canCreatePost,
  deriveCategory,
  deriveContent,
  deriveExcerpt,
  deriveKeywords,
  derivePostFromAnswer,
  deriveSlug,
  deriveTitle,
  FALLBACK_KEYWORDS,
  numberedSlug,
} from "~/lib/post-from-answer";

const answer = [
  "# Framing **Wedding** Photos for a Houston Home",
  "",
  "Your wedding photos deserve better than a drawer. Here is how we frame them.",
  "",
  "## Choose the mat",
  "",
  "- Cream or white",
  "",
  "Keywords: wedding photo framing, houston framing, archival mats",
  "Meta description: How to frame wedding photos so they last, from a Houston Heights frame studio.",
].join("\n");

describe("title", () => {
  it("comes from the first heading, markdown markers stripped", () => {
    expect(deriveTitle(answer)).toBe("Framing Wedding Photos for a Houston Home");
  });
  it("falls back to the first substantial line when there is no heading", () => {
    expect(deriveTitle("Sure!\n\n**Caring for canvas prints** in a humid city\nMore text")).toBe(
      "Caring for canvas prints in a humid city",
    );
  });
  it("is cut at 100 characters with an ellipsis", () => {
    const title = deriveTitle(`# ${"a".repeat(120)}`);
    expect(title).toBe(`${"a".repeat(100)}...`);
  });
  it("is cut at a whole word, without an ellipsis, when it has words", () => {
    const long = `# ${"Framing a very long title ".repeat(6)}`;
    const title = deriveTitle(long);
    expect(title.length).toBeLessThanOrEqual(100);
    expect(title).not.toContain("...");
    expect(`${"Framing a very long title ".repeat(6)}`.startsWith(`${title} `)).toBe(true);
  });
  it("is a real title, not the model's preamble or a 'Title:' label", () => {
    const chatty = [
      "Sure! Here's a blog post about framing sports jerseys:",
      "",
      '**Title: "How to Frame a Signed Jersey So It Lasts"**',
      "",
      "A signed jersey is a keepsake worth protecting. Here is how we mount one.",
    ].join("\n");
    expect(deriveTitle(chatty)).toBe("How to Frame a Signed Jersey So It Lasts");
    const post = derivePostFromAnswer(chatty);
    expect(post.content).toBe(
      "A signed jersey is a keepsake worth protecting. Here is how we mount one.",
    );
    expect(post.slug).toBe("how-to-frame-a-signed-jersey-so-it-lasts");
    expect(deriveTitle("Here is a draft for you:\n\n# Title: Shadowboxes for Medals\n\nText")).toBe(
      "Shadowboxes for Medals",
    );
  });
  it("never uses a labelled line", () => {
    expect(
      deriveTitle("Keywords: one, two, three, four, five\nA real opening line about frames"),
    ).toBe("A real opening line about frames");
  });
});

describe("slug", () => {
  it("is the title in lower case with hyphens, without any random suffix", () => {
    expect(deriveSlug("Framing Wedding Photos for a Houston Home")).toBe(
      "framing-wedding-photos-for-a-houston-home",
    );
    expect(deriveSlug("!!!")).toBe("post");
  });
  it("is cut at a whole word, 60 characters at most", () => {
    const slug = deriveSlug(
      "How to Frame a Signed Football Jersey So It Lasts for Generations in Houston",
    );
    expect(slug).toBe("how-to-frame-a-signed-football-jersey-so-it-lasts-for");
    expect(slug.length).toBeLessThanOrEqual(60);
  });
  it("gets a number only on a real clash", () => {
    expect(numberedSlug("matting-tips", 1)).toBe("matting-tips");
    expect(numberedSlug("matting-tips", 2)).toBe("matting-tips-2");
  });
});

describe("excerpt", () => {
  it("is the meta description when labelled", () => {
    expect(deriveExcerpt(answer)).toBe(
      "How to frame wedding photos so they last, from a Houston Heights frame studio.",
    );
  });
  it("otherwise the first paragraph", () => {
    expect(deriveExcerpt("# Title\n\nFirst *paragraph* here.\n\nSecond.")).toBe(
      "First paragraph here.",
    );
  });
  it("is the title when the answer has no paragraph", () => {
    expect(deriveExcerpt("# Gallery walls\n\n## Plan\n\n## Hang")).toBe("Gallery walls");
  });
  it("is cut with an ellipsis once it reaches 160 characters, and fits in 160", () => {
    const long = `# T\n\n${"word ".repeat(60)}`;
    const excerpt = deriveExcerpt(long);
    expect(excerpt.endsWith("...")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(deriveExcerpt(`# T\n\n${"x".repeat(159)}`)).toBe("x".repeat(159));
    expect(deriveExcerpt(`# T\n\n${"x".repeat(160)}`)).toBe(`${"x".repeat(157)}...`);
  });
});

describe("category", () => {
  it("defaults to Tips", () => {
    expect(deriveCategory("How to dust a frame")).toBe("Tips");
  });
  it.each([
    ["Framing in the Heights", "Local"],
    ["A Houston gallery", "Local"],
    ["Shadowbox ideas", "Shadowbox"],
    ["Picture hanging basics", "Installation"],
    ["Art installation at home", "Installation"],
    ["Wedding keepsakes", "Wedding"],
    ["Military medals", "Military"],
    ["Framing for your business", "Commercial"],
    ["Commercial spaces", "Commercial"],
    ["Ready in 5-7 business days", "Tips"],
    ["Frames for a small business, ready in a business day", "Commercial"],
    ["Giclee explained", "Printing"],
    ["Fine art printing", "Printing"],
  ])("%s gives %s", (text, category) => {
    expect(deriveCategory(text)).toBe(category);
  });
  it("lets later rules win over earlier ones", () => {
    // Local (houston) < Wedding < Printing in the rule order.
    expect(deriveCategory("Houston wedding printing")).toBe("Printing");
    expect(deriveCategory("Houston shadowbox for a wedding")).toBe("Wedding");
    expect(deriveCategory("Military shadowbox")).toBe("Military");
  });
});

describe("keywords", () => {
  it("come from a labelled line when present", () => {
    expect(deriveKeywords(answer, "Wedding")).toBe(
      "wedding photo framing, houston framing, archival mats",
    );
  });
  it("otherwise up to four matched terms, the local phrases and the category", () => {
    const text = "custom framing with uv glass and matting, a shadowbox, and conservation framing";
    expect(deriveKeywords(text, "Shadowbox")).toBe(
      "custom framing, shadowbox, conservation framing, uv glass, houston heights framing, houston custom framing, shadowbox",
    );
  });
  it("lose list markers and a closing full stop", () => {
    expect(deriveKeywords("Keywords: **shadowbox ideas**, jersey framing.", "Shadowbox")).toBe(
      "shadowbox ideas, jersey framing",
    );
  });
  it("keep only whole keywords that fit the post's 500-character limit", () => {
    const many = Array.from({ length: 60 }, (_, i) => `keyword number ${i}`);
    const keywords = deriveKeywords(`Keywords: ${many.join(", ")}`, "Tips");
    expect(keywords.length).toBeLessThanOrEqual(500);
    expect(keywords.startsWith("keyword number 0, keyword number 1,")).toBe(true);
    expect(many).toContain(keywords.split(", ").at(-1));
  });
  it("fall back to a fixed list when nothing matches", () => {
    expect(deriveKeywords("Nothing relevant here at all", "Tips")).toBe(
      FALLBACK_KEYWORDS.join(", "),
    );
  });
});

describe("the whole post", () => {
  it("is a draft whose body is the Markdown without the labelled lines or the title heading", () => {
    const post = derivePostFromAnswer(answer);
    expect(post).toMatchObject({
      title: "Framing Wedding Photos for a Houston Home",
      slug: "framing-wedding-photos-for-a-houston-home",
      category: "Wedding",
      status: "draft",
    });
    expect(post.content).not.toMatch(/Keywords:|Meta description:/);
    expect(post.content).toContain("## Choose the mat");
    expect(post.content.startsWith("Your wedding photos deserve better")).toBe(true);
    expect(post.keywords).toBe("wedding photo framing, houston framing, archival mats");
    expect(post.excerpt).toBe(
      "How to frame wedding photos so they last, from a Houston Heights frame studio.",
    );
    expect(deriveContent("a\nKeywords: x\nb")).toBe("a\nb");
    expect(deriveContent("Intro\n# Title\ntext\n## Sub")).toBe("Intro\ntext\n## Sub");
  });
});

describe("'Create Post' is offered", () => {
  const long = "x".repeat(201);
  it("only on assistant messages over 200 characters that are not status messages", () => {
    expect(canCreatePost({ role: "assistant", content: long })).toBe(true);
    expect(canCreatePost({ role: "assistant", content: "x".repeat(200) })).toBe(false);
    expect(canCreatePost({ role: "user", content: long })).toBe(false);
    expect(canCreatePost({ role: "assistant", content: long, status: true })).toBe(false);
  });
});
