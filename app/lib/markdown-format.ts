// The blog editor's formatting buttons (docs/decisions/0056-markdown-formatting-buttons.md): each
// edits the textarea's selection as Markdown and says what to select afterwards. Pure, so the
// unit tests pin every case.

export const MARKDOWN_FORMATS = ["bold", "heading", "link", "list", "image"] as const;
export type MarkdownFormat = (typeof MARKDOWN_FORMATS)[number];

export interface Edited {
  text: string;
  // The selection after the edit: the formatted words, or the placeholder to type over.
  start: number;
  end: number;
}

const PLACEHOLDER: Record<MarkdownFormat, string> = {
  bold: "bold text",
  heading: "Heading",
  link: "link text",
  list: "List item",
  image: "describe the picture",
};

/** The start of the line `at` is on, and the end of the line `to` is on. */
function lineBounds(text: string, at: number, to: number) {
  const start = text.lastIndexOf("\n", at - 1) + 1;
  const nl = text.indexOf("\n", to);
  return { start, end: nl === -1 ? text.length : nl };
}

export function applyMarkdownFormat(
  text: string,
  selStart: number,
  selEnd: number,
  format: MarkdownFormat,
): Edited {
  const from = Math.max(0, Math.min(selStart, selEnd, text.length));
  const to = Math.min(text.length, Math.max(selStart, selEnd));
  const selected = text.slice(from, to);
  const words = selected || PLACEHOLDER[format];
  const wrap = (before: string, after: string, inner = words) => {
    const next = `${text.slice(0, from)}${before}${inner}${after}${text.slice(to)}`;
    return { text: next, start: from + before.length, end: from + before.length + inner.length };
  };
  switch (format) {
    case "bold":
      return wrap("**", "**");
    case "link":
      return wrap("[", "](https://)");
    case "image":
      return wrap("![", "](/images/portfolio/)");
    case "heading":
    case "list": {
      // Line formats: every selected line gets the marker once (a second press does not double it).
      const bounds = lineBounds(text, from, to);
      const marker = format === "heading" ? "## " : "- ";
      const block = text.slice(bounds.start, bounds.end) || PLACEHOLDER[format];
      const lines = block
        .split("\n")
        .map((line) => line.replace(/^(#{1,6}\s+|[-*+]\s+)/, ""))
        .map((line) => `${marker}${line || PLACEHOLDER[format]}`);
      const replaced = lines.join("\n");
      const next = `${text.slice(0, bounds.start)}${replaced}${text.slice(bounds.end)}`;
      return {
        text: next,
        start: bounds.start + marker.length,
        end: bounds.start + replaced.length,
      };
    }
  }
}
