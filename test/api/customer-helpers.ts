// Shared by the customers API tests: the owner's address of one person's record.

/** `/api/admin/customers/<email><rest>`, the address escaped as the screens send it. */
export const customerPath = (email: string, rest = "") =>
  `/api/admin/customers/${encodeURIComponent(email)}${rest}`;
