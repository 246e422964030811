// Every admin endpoint, for the table-driven auth test (test/api/admin-auth.test.ts).
// A new admin endpoint joins this list; `ok` is the status a signed-in owner gets for `init`.

export interface AdminEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  // Multipart bodies (uploads) are built by the test from this factory instead of `body`.
  form?: () => FormData;
  ok: number[];
}

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [];
