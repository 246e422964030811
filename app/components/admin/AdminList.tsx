// The one loading / error / empty pattern of the admin: QueryView for any screen's data,
// AdminList for a list with its count line and actions. Both build on the states below.

import type { ReactNode } from "react";
import { Link } from "react-router";
import { customerPath } from "~/lib/customers";
import { listCount } from "~/lib/plural";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import type { AdminQuery } from "./useAdminQuery";

/** Shown while the first answer is on its way. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-muted" role="status">
      <span
        className="size-4 animate-spin rounded-full border-2 border-line border-t-accent"
        aria-hidden="true"
      />
      {children}
    </p>
  );
}

/** Nothing to show yet: what will appear here, and how it gets here. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-dashed border-line p-8 text-center">
      {title ? <p className="font-sans text-lg font-semibold">{title}</p> : null}
      <p className={title ? "mt-1 text-muted" : "text-muted"}>{children}</p>
      {action ? <div className="mt-5 flex justify-center">{action}</div> : null}
    </div>
  );
}

/** A load that failed: what failed, why, and a way to try again. */
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

/**
 * A query's states: its error (with Try again) until it has data, a loading line, the empty
 * state when `isEmpty`, else `children` with the data. A failed refresh keeps the data on screen.
 */
export function QueryView<T>({
  query,
  loadingText,
  isEmpty,
  empty,
  children,
}: {
  query: AdminQuery<T>;
  loadingText: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data, error, loading, reload, failure } = query;
  if (data === undefined) {
    if (error) return <LoadError title={failure} error={error} onRetry={() => void reload()} />;
    return loading ? <Loading>{loadingText}</Loading> : null;
  }
  return (
    <>
      {error ? <StaleNotice failure={failure} error={error} /> : null}
      {isEmpty?.(data) ? empty : children(data)}
    </>
  );
}

export function AdminList({
  count,
  noun,
  actions,
  loading,
  loadingText,
  error,
  onRetry,
  errorTitle = "Could not load this list",
  emptyText,
  children,
}: {
  count: number | undefined;
  noun: string;
  actions?: ReactNode;
  loading: boolean;
  loadingText: string;
  error?: string;
  // Given, a failed load offers "Try again".
  onRetry?: () => void;
  errorTitle?: string;
  emptyText: ReactNode;
  children: ReactNode;
}) {
  let body: ReactNode = children;
  if (error && count === undefined)
    body = onRetry ? (
      <LoadError title={errorTitle} error={error} onRetry={onRetry} />
    ) : (
      <Alert>{error}</Alert>
    );
  else if (loading && count === undefined) body = <Loading>{loadingText}</Loading>;
  else if (count === 0) body = <EmptyState>{emptyText}</EmptyState>;
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {count === undefined ? "\u00a0" : listCount(count, noun)}
        </p>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      {error && count !== undefined ? <StaleNotice failure={errorTitle} error={error} /> : null}
      {body}
    </div>
  );
}

/** A refresh that failed while earlier data is still on screen. */
function StaleNotice({ failure, error }: { failure: string; error: string }) {
  return (
    <Alert size="sm" className="mb-4">
      {failure}: {error}. Showing what was loaded before.
    </Alert>
  );
}

/**
 * A sender's email (mailto) and phone (tel, when given), and their customer page, where all
 * their messages, bookings, quotes and jobs are on one timeline.
 */
export function ReachLinks({
  email,
  phone,
  customerPage = true,
}: {
  email: string;
  phone?: string | null;
  customerPage?: boolean;
}) {
  const link = "text-accent underline underline-offset-2";
  return (
    <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {customerPage && email ? (
        <Link className={link} to={customerPath(email)}>
          Customer page
        </Link>
      ) : null}
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
