// Loads one admin resource when its tab opens; `reload` refetches after a change.
import { useCallback, useEffect, useState } from "react";
import { adminFetch } from "~/lib/admin-api";

export function useAdminData<T>(path: string) {
  const [data, setData] = useState<T | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await adminFetch<T>(path));
      setError(undefined);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setLoading(false);
    }
  }, [path]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, error, loading, reload };
}
