// The owner's blog-writing assistant on /blog (issue 10). Loaded lazily, only for the signed-in
// owner, so none of this reaches visitors.
import { type KeyboardEvent, useRef, useState } from "react";
import { toast, Toaster } from "sonner";
import { business } from "~/content/business";
import { adminFetch, ApiRequestError, serverMessage } from "~/lib/admin-api";
import { canCreatePost, derivePostFromAnswer } from "~/lib/post-from-answer";
import { Button } from "../ui/button";

interface ChatMessage {
  id: number;
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  // The chat's own notices (errors, confirmations): never offered as posts.
  status?: boolean;
}

interface ChatReply {
  content: string;
  standIn: boolean;
  usage: { inputTokens: number; outputTokens: number; cost: number };
}

const GREETING =
  "Hi! I'm your blog writing assistant. Tell me a topic, like \"caring for framed art in Houston humidity\", and I'll draft a post you can turn into a draft with one click.";

const BUSINESS_NOTE = `${business.name}, custom picture framing in the Houston Heights since ${business.foundedYear}.`;

let nextId = 1;
const message = (role: ChatMessage["role"], content: string, status = false): ChatMessage => ({
  id: nextId++,
  role,
  content,
  status,
  timestamp: new Date().toISOString(),
});

function chatErrorText(err: unknown): string {
  const text = serverMessage(err) ?? (err instanceof Error ? err.message : String(err));
  if (/api key/i.test(text)) return "The AI service key is not configured.";
  return `Failed to get response: ${text}`;
}

export default function BlogAssistant() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message("assistant", GREETING, true)]);
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [standIn, setStandIn] = useState(false);
  const [copiedId, setCopiedId] = useState<number | null>(null);
  const [creatingId, setCreatingId] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const append = (m: ChatMessage) => {
    setMessages((all) => [...all, m]);
    requestAnimationFrame(() => listRef.current?.lastElementChild?.scrollIntoView({ block: "nearest" }));
  };

  async function send() {
    const text = draft.trim();
    if (!text || sending) return;
    setDraft("");
    append(message("user", text));
    setSending(true);
    try {
      const reply = await adminFetch<ChatReply>("/api/chat", {
        method: "POST",
        body: JSON.stringify({ message: text, context: "blog_creation", business: BUSINESS_NOTE }),
      });
      if (!reply?.content) throw new Error("No content received from API");
      setStandIn(reply.standIn);
      append(message("assistant", reply.content));
    } catch (err) {
      const reason = err instanceof ApiRequestError && err.status === 429 ? (err.body as { reason?: string })?.reason : undefined;
      toast.error("Chat Error", { description: chatErrorText(err) });
      append(message("assistant", reason ? `Sorry, I encountered an error: the circuit breaker is active. ${reason}` : "Sorry, I encountered an error", true));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  async function copy(m: ChatMessage) {
    try {
      await navigator.clipboard.writeText(m.content);
      setCopiedId(m.id);
      setTimeout(() => setCopiedId((id) => (id === m.id ? null : id)), 2000);
    } catch {
      toast.error("Failed to copy content");
    }
  }

  async function createPost(m: ChatMessage) {
    setCreatingId(m.id);
    try {
      const login = await fetch("/api/admin/login", { method: "POST", credentials: "same-origin" });
      if (!login.ok) {
        toast.error("Admin Login Required", { description: "Sign in to the admin panel to save posts." });
        return;
      }
      const post = derivePostFromAnswer(m.content);
      await adminFetch("/api/blog/posts", { method: "POST", body: JSON.stringify(post) });
      toast.success("Blog Post Created!", { description: `"${post.title}" was saved as a draft.` });
      append(message("assistant", `✅ Blog post created as a draft: "${post.title}". Publish it from Blog Management in the admin panel.`, true));
    } catch (err) {
      const auth = err instanceof ApiRequestError && (err.status === 401 || err.status === 403);
      toast.error("Error Creating Post", {
        description: auth ? "Authentication failed. Please log in as admin again." : (serverMessage(err) ?? "The post could not be saved."),
      });
    } finally {
      setCreatingId(null);
    }
  }

  return (
    <section className="flex max-h-[80vh] flex-col rounded-lg border border-line bg-surface" aria-labelledby="assistant-heading">
      <Toaster position="top-right" visibleToasts={1} richColors />
      <div className="border-b border-line p-4">
        <h2 id="assistant-heading" className="font-sans text-lg font-semibold">
          AI Blog Assistant
        </h2>
        <p className="text-sm text-muted">Drafts posts about framing; you review and publish.</p>
        {standIn ? (
          <p role="note" className="mt-2 rounded-md bg-warning/10 px-3 py-2 text-xs text-warning">
            Local stand-in answering: Workers AI is not reachable from this machine, so answers are generated offline.
          </p>
        ) : null}
      </div>
      <ol ref={listRef} className="min-h-48 flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite" aria-label="Conversation">
        {messages.map((m) => (
          <li key={m.id} className={m.role === "user" ? "ml-8" : "mr-2"}>
            <div
              className={`whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm ${
                m.role === "user" ? "bg-accent text-white" : m.status ? "bg-mat text-ink" : "border border-line bg-ground text-ink"
              }`}
            >
              <span className="sr-only">{m.role === "user" ? "You: " : "Assistant: "}</span>
              {m.content}
            </div>
            {m.role === "assistant" && !m.status ? (
              <div className="mt-1 flex flex-wrap gap-2">
                <Button size="sm" variant="ghost" onClick={() => void copy(m)}>
                  {copiedId === m.id ? "Copied!" : "Copy"}
                </Button>
                {canCreatePost(m) ? (
                  <Button size="sm" variant="secondary" disabled={creatingId === m.id} onClick={() => void createPost(m)}>
                    {creatingId === m.id ? "Creating..." : "Create Post"}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
        {sending ? (
          <li className="mr-2 text-sm text-muted" role="status">
            Thinking...
          </li>
        ) : null}
      </ol>
      <form
        className="border-t border-line p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label htmlFor="assistant-message" className="block text-sm font-medium">
          Message the assistant
        </label>
        <textarea
          id="assistant-message"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          rows={3}
          maxLength={4000}
          placeholder="e.g. Write a post about framing jerseys"
          className="mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-base focus:border-accent focus:outline-2 focus:outline-accent"
        />
        <div className="mt-2 flex items-center justify-between gap-2">
          <span className="text-xs text-muted">Enter sends, Shift+Enter for a new line</span>
          <Button type="submit" disabled={sending || !draft.trim()}>
            {sending ? "Sending..." : "Send"}
          </Button>
        </div>
      </form>
    </section>
  );
}
