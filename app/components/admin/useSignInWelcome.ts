import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import type { AdminIdentity } from "~worker/auth/access";

/**
 * The old site's 'Login Successful' / 'Welcome {name}!' toast on whichever admin page the
 * sign-in returned to (AdminLogin adds ?signedIn=1), then drops the marker so a reload is quiet.
 */
export function useSignInWelcome(admin: AdminIdentity | null) {
  const [params, setParams] = useSearchParams();
  const justSignedIn = params.get("signedIn") === "1";
  useEffect(() => {
    if (!admin || !justSignedIn) return;
    toast.success("Login Successful", { description: `Welcome ${admin.name}!` });
    setParams(
      (p) => {
        p.delete("signedIn");
        return p;
      },
      { replace: true },
    );
  }, [admin, justSignedIn, setParams]);
}
