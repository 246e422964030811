// The Blog editor's live preview (./BlogPostEditor.tsx): exactly the sanitised HTML a save would
// store, rendered by POST /api/blog/preview shortly after typing stops, under the post's title.
// It scrolls on its own beside the form.
import { useEffect, useState } from "react";
import { adminApi, answerOf } from "~/lib/admin-api";
import { POST_BODY_CLASS } from "../blog/post-parts";

const PREVIEW_DELAY_MS = 300;

/** The server's HTML for the Markdown, refreshed shortly after typing stops. */
function useMarkdownPreview(content: string) {
  const [html, setHtml] = useState("");
  const [state, setState] = useState<"idle" | "updating" | "failed">("idle");
  useEffect(() => {
    if (!content.trim()) {
      setHtml("");
      setState("idle");
      return;
    }
    const abort = new AbortController();
    setState("updating");
    const timer = setTimeout(async () => {
      try {
        const body = await answerOf(
          adminApi.blog.preview.$post({ json: { content } }, { init: { signal: abort.signal } }),
        );
        setHtml(body.html);
        setState("idle");
      } catch (err) {
        if (!abort.signal.aborted) {
          console.error("Preview failed", err);
          setState("failed");
        }
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [content]);
  return { html, state };
}

export function BlogPostPreview({ title, content }: { title: string; content: string }) {
  const preview = useMarkdownPreview(content);
  return (
    <section
      aria-labelledby="post-preview-heading"
      className="flex min-w-0 flex-col lg:sticky lg:top-0 lg:self-start"
    >
      <div className="flex items-center justify-between gap-3">
        <h3
          id="post-preview-heading"
          className="font-sans text-sm font-semibold uppercase tracking-wider text-muted"
        >
          Preview
        </h3>
        <p className="text-xs text-muted" aria-live="polite">
          {preview.state === "updating"
            ? "Updating preview..."
            : preview.state === "failed"
              ? "Preview unavailable right now."
              : ""}
        </p>
      </div>
      {/* Scrolls on its own: focusable so keyboard users can scroll it too. */}
      <section
        data-testid="post-preview"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
        tabIndex={0}
        aria-label="Preview of the post"
        className="mt-2 min-h-64 flex-1 overflow-auto rounded-lg border border-line bg-ground p-5 lg:max-h-[60vh]"
      >
        <p className="border-b border-line pb-4 font-serif text-4xl leading-tight">
          {title || "Untitled post"}
        </p>
        {preview.html ? (
          <div
            className={`mt-6 ${POST_BODY_CLASS}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitiser made this HTML (docs/decisions/0003-content-safety.md)
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        ) : (
          <p className="mt-6 text-muted">Start writing to see the post here.</p>
        )}
      </section>
    </section>
  );
}
