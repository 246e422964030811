import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { business } from "~/content/business";
import { Alert } from "../ui/alert";
import { Button, ButtonAnchor } from "../ui/button";

export const LOGIN_FAILED_DEFAULT =
  "Please make sure you are logged in and authorized to access this admin panel.";
export const LOGIN_NETWORK_ERROR =
  "Unable to verify authentication. Please ensure you are logged in and this app is running.";

interface LoginResponse {
  success: boolean;
  message?: string;
  user?: { name: string; email: string };
}

/** The old site's 'Admin Panel Access' screen; the server already checked the session on load. */
export function AdminLogin({
  error,
  devSignIn,
  signedOutNotice,
  returnTo,
}: {
  error: string;
  devSignIn: boolean;
  signedOutNotice: boolean;
  returnTo: string;
}) {
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState(signedOutNotice ? "" : error);
  const revalidator = useRevalidator();

  async function checkStatus() {
    setChecking(true);
    try {
      const res = await fetch("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "same-origin",
      });
      const body = (await res.json().catch(() => ({}))) as LoginResponse;
      if (res.ok && body.success && body.user) {
        toast.success("Login Successful", { description: `Welcome ${body.user.name}!` });
        await revalidator.revalidate();
      } else {
        setMessage(body.message || LOGIN_FAILED_DEFAULT);
      }
    } catch {
      setMessage(LOGIN_NETWORK_ERROR);
    } finally {
      setChecking(false);
    }
  }

  const signInHref = devSignIn
    ? `/api/dev/sign-in?returnTo=${encodeURIComponent(`${returnTo}?signedIn=1`)}`
    : `${returnTo}?signedIn=1`;

  return (
    <section className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-xl border border-line bg-surface p-8 shadow-sm">
        <h1 className="text-3xl">Admin Panel Access</h1>
        <p className="mt-3 text-muted">
          The {business.name} admin panel is private. Sign in with the shop's Cloudflare account
          (Cloudflare Access); only the owner's email address is allowed in.
        </p>
        {signedOutNotice && (
          <Alert tone="success" size="sm" className="mt-4">
            You are signed out.
          </Alert>
        )}
        {message && (
          <Alert size="sm" className="mt-4">
            {message}
          </Alert>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonAnchor href={signInHref}>
            {devSignIn ? "Sign in (local development)" : "Sign in"}
          </ButtonAnchor>
          <Button
            variant="secondary"
            onClick={checkStatus}
            disabled={checking}
            aria-busy={checking}
          >
            {checking ? "Checking Authentication..." : "Check Authentication Status"}
          </Button>
        </div>
        {checking && (
          <p className="mt-4 flex items-center gap-2 text-sm text-muted" role="status">
            <span
              className="size-4 animate-spin rounded-full border-2 border-line border-t-accent"
              aria-hidden="true"
            />
            Loading...
          </p>
        )}
      </div>
    </section>
  );
}
