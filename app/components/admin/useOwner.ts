import { useOutletContext } from "react-router";
import type { AdminIdentity } from "~worker/auth/access";

export interface OwnerOutletContext {
  owner: AdminIdentity;
}

/** The signed-in owner, in a page under routes/admin/layout.tsx (which renders pages only then). */
export function useOwner(): AdminIdentity {
  return useOutletContext<OwnerOutletContext>().owner;
}
