// Share a post: the device's share sheet where the browser has one (Web Share API), otherwise the
// link is copied, with spec.md's 'Copied!' / 'Failed to copy content'.
import { useEffect, useState } from "react";
import { track } from "~/lib/analytics";
import { Button } from "../ui/button";

type Outcome = { tone: "success" | "danger"; text: string } | null;

export function ShareButton({ title, text, slug }: { title: string; text: string; slug: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        track({ name: "blog_post_action", category: "share", label: slug });
        return;
      } catch (err) {
        // The person closed the share sheet: nothing to report.
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ tone: "success", text: "Copied!" });
      track({ name: "blog_post_action", category: "copy link", label: slug });
    } catch {
      setOutcome({ tone: "danger", text: "Failed to copy content" });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="md" onClick={share}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        Share
      </Button>
      <p
        role="status"
        className={`text-sm font-medium ${outcome?.tone === "danger" ? "text-danger" : "text-success"}`}
      >
        {outcome?.text}
      </p>
    </div>
  );
}
