// The links to /privacy and /terms: the footer's, and the note next to every form.
import { Link } from "react-router";

export const PRIVACY_PATH = "/privacy";
export const TERMS_PATH = "/terms";

export const policyLink = "font-medium text-accent-hover underline underline-offset-4";

/** Next to every form: what happens to what the visitor sends, and where to read more. */
export function FormPolicyNote({ what = "your details" }: { what?: string }) {
  return (
    <p className="text-xs leading-relaxed text-muted">
      We use {what} only to answer you, and never share them for marketing. See our{" "}
      <Link to={PRIVACY_PATH} className={policyLink}>
        Privacy Policy
      </Link>{" "}
      and{" "}
      <Link to={TERMS_PATH} className={policyLink}>
        Terms
      </Link>
      .
    </p>
  );
}
