// The frame every admin list shares: count line, actions, loading, error and empty states.
import type { ReactNode } from "react";
import { countOf } from "~/lib/plural";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

export function AdminList({
  count,
  noun,
  actions,
  loading,
  loadingText,
  error,
  emptyText,
  children,
}: {
  count: number | undefined;
  noun: string;
  actions?: ReactNode;
  loading: boolean;
  loadingText: string;
  error?: string;
  emptyText: string;
  children: ReactNode;
}) {
  let body: ReactNode = children;
  if (error) body = <Alert>{error}</Alert>;
  else if (loading && count === undefined)
    body = (
      <p className="text-muted" role="status">
        {loadingText}
      </p>
    );
  else if (count === 0)
    body = (
      <p className="rounded-lg border border-dashed border-line p-8 text-center text-muted">
        {emptyText}
      </p>
    );
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {count === undefined
            ? "\u00a0"
            : countOf(count, `total ${noun.replace(/s$/, "")}`, `total ${noun}`)}
        </p>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      {body}
    </div>
  );
}

/** A sender's email (mailto) and phone (tel, when given). */
export function ReachLinks({ email, phone }: { email: string; phone?: string | null }) {
  const link = "text-accent underline underline-offset-2";
  return (
    <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <a className={link} href={`mailto:${email}`}>
        {email}
      </a>
      {phone ? (
        <a className={link} href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
          {phone}
        </a>
      ) : null}
    </p>
  );
}

/** A list that failed to load: what failed, why, and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: string;
  onRetry: () => void;
}) {
  return (
    <Alert>
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm">{error}</p>
      <Button className="mt-3" variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
