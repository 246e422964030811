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

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  { method: "GET", path: "/api/admin/contacts", ok: [200] },
  { method: "GET", path: "/api/admin/contacts.csv", ok: [200] },
  { method: "GET", path: "/api/admin/appointments", ok: [200] },
  { method: "GET", path: "/api/admin/appointments.csv", ok: [200] },
  // No appointment 999999 exists: the owner gets past the guard to a 404.
  { method: "PATCH", path: "/api/admin/appointments/999999/confirm", ok: [404] },
  { method: "GET", path: "/api/admin/seo", ok: [200] },
];
