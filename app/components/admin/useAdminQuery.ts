// One way to load what an admin screen shows: the data, the error as text, a loading flag and
// `reload`; optionally refreshed on a timer while the page is visible. Shown with QueryView or
// AdminList (./AdminList.tsx), which give every screen the same loading, error and empty states.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";

export interface AdminQuery<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => Promise<void>;
  // What failed, in the owner's words ("Failed to load blog posts"), for toasts and the error state.
  failure: string;
}

export interface QueryOptions {
  // Given, a failed load is also toasted with it (the old site's "Failed to load blog posts").
  failure?: string;
  // Reload this often (ms) while the page is visible, and whenever the owner comes back to it.
  refreshEvery?: number;
}

/**
 * `load` is called on mount, on `reload` and whenever `key` changes; a later call's answer
 * always wins over an earlier one that arrives late.
 */
export function useAdminQuery<T>(
  key: string,
  load: () => Promise<T>,
  { failure, refreshEvery }: QueryOptions = {},
): AdminQuery<T> {
  const [data, setData] = useState<T | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [loading, setLoading] = useState(true);
  const loader = useRef(load);
  loader.current = load;
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches.
  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const next = await loader.current();
      if (call !== latest.current) return;
      setData(next);
      setError(undefined);
    } catch (err) {
      if (call !== latest.current) return;
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, [key]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (!refreshEvery) return;
    const whenVisible = () => {
      if (document.visibilityState === "visible") void reload();
    };
    const timer = setInterval(whenVisible, refreshEvery);
    document.addEventListener("visibilitychange", whenVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", whenVisible);
    };
  }, [reload, refreshEvery]);

  // Once per failure, not on every render or refresh that fails the same way.
  useEffect(() => {
    if (error && failure) toast.error(failure, { description: error });
  }, [error, failure]);

  return { data, error, loading, reload, failure: failure ?? "Could not load this" };
}
