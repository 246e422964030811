// Loads one admin resource by path (untyped); new screens use useAdminQuery with `adminApi`.
import { adminFetch } from "~/lib/admin-api";
import { type QueryOptions, useAdminQuery } from "./useAdminQuery";

export function useAdminData<T>(path: string, options?: QueryOptions) {
  return useAdminQuery(path, () => adminFetch<T>(path), options);
}
