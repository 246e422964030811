import { business } from "~/content/business";
import { Alert } from "../ui/alert";
import { ButtonAnchor } from "../ui/button";

/**
 * The owner's sign-in screen; the server already checked the session on load. It opens quietly:
 * `error` is empty on a first visit and says what happened otherwise (an expired sign-in, an
 * account that is not the owner's), in a shop owner's words.
 */
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
  const signInHref = devSignIn
    ? `/api/dev/sign-in?returnTo=${encodeURIComponent(`${returnTo}?signedIn=1`)}`
    : `${returnTo}?signedIn=1`;

  return (
    <section className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-xl border border-line bg-surface p-8 shadow-sm">
        <h1 className="text-3xl">Admin Panel Access</h1>
        <p className="mt-3 text-muted">
          This is {business.name}'s private workspace: messages, bookings, quotes and the blog. Sign
          in with the shop owner's email address to continue.
        </p>
        {signedOutNotice ? (
          <Alert tone="success" size="sm" className="mt-4">
            You are signed out.
          </Alert>
        ) : error ? (
          <Alert size="sm" className="mt-4">
            {error}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonAnchor href={signInHref}>
            {devSignIn ? "Sign in (local development)" : "Sign in"}
          </ButtonAnchor>
        </div>
      </div>
    </section>
  );
}
