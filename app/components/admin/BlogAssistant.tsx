// The owner's blog-writing assistant, inside the Blog editor where posts are written
// (docs/decisions/0076-assistant-in-the-editor.md). "Use this draft" hands the answer to the
// editor as a post; nothing is saved until the owner saves it there. Admin-only code: it never
// reaches visitors' browsers. The spending circuit breaker is checked by the server (/api/chat).
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { business } from "~/content/business";
import { ApiRequestError, adminApi, answerOf, serverMessage } from "~/lib/admin-api";
import { formatCost } from "~/lib/ai-cost";
import { CHAT_MESSAGE_MAX_LENGTH, chatRequestSchema } from "~/lib/chat-schema";
import { fieldErrors } from "~/lib/field-errors";
import { canCreatePost, type DerivedPost, derivePostFromAnswer } from "~/lib/post-from-answer";
import type { ChatResult } from "~worker/services/ai/chat";
import { alertToneClass } from "../ui/alert";
import { Button } from "../ui/button";

type ChatAnswer = Omit<Extract<ChatResult, { status: "answered" }>, "status">;

// The old site's chat message, plus what this chat shows with it.
interface ChatMessage {
  id: number;
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  // An answer from the model: its sanitised HTML (from the server) and what it cost.
  answer?: Pick<ChatAnswer, "html" | "usage">;
  // The chat's own notices (greeting, errors, confirmations): never offered as posts.
  status?: "info" | "error" | "success";
  link?: { href: string; label: string };
}

const GREETING =
  "Hi! I'm your blog writing assistant. Give me a topic, like \"caring for framed art in Houston humidity\", and I'll write a draft you can put in the editor with one click.";

// As on the old site (docs/decisions/0016-kept-from-the-old-site.md): the chat sends a fixed description of the studio with every message.
const BUSINESS_DESCRIPTION = `${business.name}: custom picture framing in the Houston Heights since ${business.foundedYear}.`;

// Compact prose for answers inside the chat bubble.
const ANSWER_CLASS = [
  "text-sm leading-relaxed [&>*:first-child]:mt-0",
  "[&_h2]:mt-4 [&_h2]:font-serif [&_h2]:text-lg [&_h2]:leading-snug [&_h3]:mt-3 [&_h3]:font-semibold",
  "[&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:mt-1",
  "[&_strong]:font-semibold [&_a]:text-accent-hover [&_a]:underline [&_em]:text-muted",
].join(" ");

const STATUS_CLASS: Record<NonNullable<ChatMessage["status"]>, string> = {
  info: "bg-mat text-ink",
  error: alertToneClass.danger,
  success: alertToneClass.success,
};

let nextId = 1;
function chatMessage(
  role: ChatMessage["role"],
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return { id: nextId++, role, content, timestamp: new Date().toISOString(), ...extra };
}

// The old site's chat errors.
function chatErrorText(err: unknown): string {
  const text = serverMessage(err) ?? (err instanceof Error ? err.message : String(err));
  if (/api key/i.test(text)) return "The AI service API key is not configured.";
  return `Failed to get response: ${text}`;
}

export function BlogAssistant({ onUseDraft }: { onUseDraft: (post: DerivedPost) => void }) {
  // Rendered in the browser only: the form is never shown before it can send.
  const [ready, setReady] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    chatMessage("assistant", GREETING, { status: "info" }),
  ]);
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [standIn, setStandIn] = useState(false);
  const [copiedId, setCopiedId] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => setReady(true), []);
  // Keep the newest message in view (after layout, so a rendered answer's full height counts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the busy line is what should scroll
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      if (list) list.scrollTop = list.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [messages.length, sending]);

  const append = (m: ChatMessage) => setMessages((all) => [...all, m]);

  async function send() {
    const text = draft.trim();
    // Blank text or a request already on its way: ignored (docs/decisions/0016-kept-from-the-old-site.md).
    if (!text || sending) return;
    const request = chatRequestSchema.safeParse({
      message: text,
      context: "blog_creation",
      business: BUSINESS_DESCRIPTION,
    });
    if (!request.success) {
      const errors = fieldErrors(["message"], request.error.issues);
      setDraftError(errors.message ?? errors.form);
      return;
    }
    setDraft("");
    setDraftError(undefined);
    append(chatMessage("user", text));
    setSending(true);
    try {
      const reply: ChatAnswer | string | null = await answerOf(
        adminApi.chat.$post({ json: request.data }),
      );
      if (!reply || typeof reply !== "object") throw new Error("Invalid JSON response from server");
      if (!reply.content) throw new Error("No content received from API");
      setStandIn(reply.standIn);
      append(
        chatMessage("assistant", reply.content, {
          answer: { html: reply.html, usage: reply.usage },
        }),
      );
    } catch (err) {
      const blocked = err instanceof ApiRequestError && err.status === 429;
      const reason = blocked ? (err.body as { reason?: string } | null)?.reason : undefined;
      toast.error("Chat Error", {
        description: blocked && reason ? `Failed to get response: ${reason}` : chatErrorText(err),
      });
      append(
        blocked
          ? chatMessage(
              "assistant",
              `Sorry, I encountered an error: the circuit breaker is active. ${reason ?? ""}`.trim(),
              {
                status: "error",
                link: { href: "/admin/ai-spending", label: "Review AI usage limits" },
              },
            )
          : chatMessage("assistant", "Sorry, I encountered an error", { status: "error" }),
      );
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter while composing an accented character) adds to the text.
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

  function takeDraft(m: ChatMessage) {
    const post = derivePostFromAnswer(m.content);
    onUseDraft(post);
    append(
      chatMessage(
        "assistant",
        `"${post.title}" is in the editor. Choose its category, check it, then save it.`,
        { status: "success" },
      ),
    );
  }

  return (
    <section
      className="flex flex-col rounded-lg border border-line bg-surface"
      aria-labelledby="assistant-heading"
    >
      <div className="border-b border-line p-4">
        <h2 id="assistant-heading" className="font-sans text-lg font-semibold">
          AI Blog Assistant
        </h2>
        <p className="text-sm text-muted">
          Writes drafts about framing into this editor; you review, choose the category and save.
        </p>
        {standIn ? (
          <p
            role="note"
            className="mt-3 rounded-md border border-warning/30 bg-warning/10 px-3 py-2 text-xs text-warning"
          >
            <strong>Local stand-in answering.</strong> Workers AI is not reachable here (offline
            development), so answers are generated offline to try the chat. They are not real model
            output.
          </p>
        ) : null}
      </div>
      {ready ? (
        <>
          <ol
            ref={listRef}
            className="max-h-[50vh] min-h-32 flex-1 space-y-4 overflow-y-auto p-4"
            aria-live="polite"
            aria-label="Conversation"
          >
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                copied={copiedId === m.id}
                onCopy={() => void copy(m)}
                onUseDraft={() => takeDraft(m)}
              />
            ))}
            {sending ? (
              <li className="text-sm text-muted" role="status">
                Writing...
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
              onChange={(e) => {
                setDraft(e.target.value);
                setDraftError(undefined);
              }}
              onKeyDown={onKeyDown}
              rows={3}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              aria-invalid={draftError ? true : undefined}
              aria-describedby={draftError ? "assistant-keys assistant-error" : "assistant-keys"}
              placeholder="e.g. Write a post about framing jerseys"
              className="mt-1 block w-full resize-y rounded-md border border-line bg-surface px-3 py-2 text-base placeholder:text-muted/70 focus:border-accent focus:outline-2 focus:outline-accent"
            />
            {draftError ? (
              <p id="assistant-error" className="mt-1 text-sm text-danger">
                {draftError}
              </p>
            ) : null}
            <div className="mt-2 flex items-center justify-between gap-3">
              <span id="assistant-keys" className="text-xs text-muted">
                Enter sends, Shift+Enter adds a line
              </span>
              <Button type="submit" disabled={sending || !draft.trim()}>
                {sending ? "Sending..." : "Send"}
              </Button>
            </div>
          </form>
        </>
      ) : (
        <p className="p-4 text-sm text-muted" role="status">
          Loading the assistant...
        </p>
      )}
    </section>
  );
}

function MessageItem({
  message: m,
  copied,
  onCopy,
  onUseDraft,
}: {
  message: ChatMessage;
  copied: boolean;
  onCopy: () => void;
  onUseDraft: () => void;
}) {
  if (m.role === "user") {
    return (
      <li className="ml-8">
        <div className="whitespace-pre-wrap break-words rounded-lg bg-accent px-3 py-2 text-sm text-white">
          <span className="sr-only">You: </span>
          {m.content}
        </div>
      </li>
    );
  }
  return (
    <li className="mr-2">
      <div
        className={`break-words rounded-lg px-3 py-2 text-sm ${m.status ? STATUS_CLASS[m.status] : "border border-line bg-ground text-ink"}`}
      >
        <span className="sr-only">Assistant: </span>
        {m.answer ? (
          // Rendered from the answer's Markdown and sanitised on the server, like every post.
          <div
            className={ANSWER_CLASS}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server like every post
            dangerouslySetInnerHTML={{ __html: m.answer.html }}
          />
        ) : (
          <p className="whitespace-pre-wrap">{m.content}</p>
        )}
        {m.link ? (
          <a
            href={m.link.href}
            className="mt-1 inline-block font-medium underline underline-offset-4"
          >
            {m.link.label}
          </a>
        ) : null}
      </div>
      {m.answer ? (
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <Button size="sm" variant="ghost" onClick={onCopy}>
            {copied ? "Copied!" : "Copy"}
          </Button>
          {canCreatePost(m) ? (
            <Button size="sm" variant="secondary" onClick={onUseDraft}>
              Use this draft
            </Button>
          ) : null}
          <span className="ml-auto text-xs text-muted">
            {m.answer.usage.inputTokens + m.answer.usage.outputTokens} tokens ·{" "}
            {formatCost(m.answer.usage.cost)}
          </span>
        </div>
      ) : null}
    </li>
  );
}
