// The owner's messages (the contact form's submissions): New, Replied and Archived with their
// counts, a search by name, email or text, and each message with its replies and actions.

import { useEffect, useState } from "react";
import { adminApi, answerOf } from "~/lib/admin-api";
import { MESSAGE_SEARCH_MAX_LENGTH, MESSAGE_STATUS_LABELS } from "~/lib/messages";
import { MESSAGE_STATUSES, type MessageStatus } from "~/lib/statuses";
import { Button, ButtonAnchor } from "../ui/button";
import { AdminList } from "./AdminList";
import { MessageCard } from "./MessageCard";
import { useAdminQuery } from "./useAdminQuery";
import { useHashTarget } from "./useHashTarget";

type Filter = MessageStatus | "all";

const FILTERS: Array<{ value: Filter; label: string }> = [
  ...MESSAGE_STATUSES.map((s) => ({ value: s, label: MESSAGE_STATUS_LABELS[s] })),
  { value: "all", label: "All" },
];

const EMPTY: Record<Filter, string> = {
  new: "No new messages. Everything has an answer.",
  replied: "No replied messages.",
  archived: "No archived messages.",
  all: "No messages yet. They arrive from the contact form.",
};

// Typing pauses this long before the list is searched.
const SEARCH_DELAY_MS = 250;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function MessagesScreen() {
  const [filter, setFilter] = useState<Filter>("new");
  const [typed, setTyped] = useState("");
  const q = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  // Another filter or search starts again at the newest.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filter and q are the triggers.
  useEffect(() => setPage(1), [filter, q]);
  const query = {
    status: filter,
    ...(q ? { q } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
  const { data, error, loading, reload } = useAdminQuery(`messages-${filter}-${q}-${page}`, () =>
    answerOf(adminApi.admin.contacts.$get({ query })),
  );
  const counts = data?.counts;
  const total = counts ? counts.new + counts.replied + counts.archived : undefined;
  const count = (f: Filter) => (f === "all" ? total : counts?.[f]);
  const messages = data?.contacts;
  useHashTarget(messages !== undefined);
  const searching = q !== "";
  // "new ", "archived "… or nothing for All.
  const kind = filter === "all" ? "" : `${MESSAGE_STATUS_LABELS[filter].toLowerCase()} `;

  return (
    <div>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <fieldset className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          <legend className="sr-only">Show messages</legend>
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
              className="inline-flex min-h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent aria-pressed:bg-accent aria-pressed:text-white"
            >
              {f.label} <span className="tabular-nums">{count(f.value) ?? "…"}</span>
            </button>
          ))}
        </fieldset>
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <label htmlFor="message-search" className="sr-only">
            Search messages by name, email or text
          </label>
          <input
            id="message-search"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            maxLength={MESSAGE_SEARCH_MAX_LENGTH}
            placeholder="Search name, email or text"
            className="min-h-9 min-w-0 flex-1 rounded-md border border-line bg-surface px-3 text-sm text-ink placeholder:text-muted/80 focus:border-accent focus:outline-2 focus:outline-accent sm:w-64"
          />
          <ButtonAnchor
            variant="secondary"
            size="sm"
            href="/api/admin/contacts.csv"
            download
            title="Every message, times in Houston time"
          >
            Export CSV
          </ButtonAnchor>
        </div>
      </div>
      <AdminList
        count={messages?.length}
        noun={`${kind}${messages?.length === 1 ? "message" : "messages"}${searching ? ` matching “${q}”` : ""}`}
        loading={loading}
        loadingText="Loading messages..."
        error={error}
        emptyText={searching ? `No ${kind}messages match “${q}”.` : EMPTY[filter]}
      >
        <ul className="space-y-4" aria-busy={loading}>
          {messages?.map((m) => (
            <MessageCard key={m.id} message={m} onChanged={reload} />
          ))}
        </ul>
      </AdminList>
      {page > 1 || data?.nextPage ? (
        <nav aria-label="Pages of messages" className="mt-5 flex justify-between gap-2">
          {page > 1 ? (
            <Button variant="secondary" size="sm" onClick={() => setPage(page - 1)}>
              ← Newer
            </Button>
          ) : (
            <span />
          )}
          <span className="self-center text-sm text-muted">Page {page}</span>
          {data?.nextPage ? (
            <Button variant="secondary" size="sm" onClick={() => setPage(page + 1)}>
              Older →
            </Button>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
