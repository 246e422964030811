// The links to /privacy and /terms: the footer's, and the note next to every form. Plain links:
// the note is inside the tools' islands too, which run without React Router
// (docs/decisions/0095-islands.md), and both pages are light pages a full load serves best.

export const PRIVACY_PATH = "/privacy";
export const TERMS_PATH = "/terms";

export const policyLink = "font-medium text-accent-hover underline underline-offset-4";

/** Next to every form: what happens to what the visitor sends, and where to read more. */
export function FormPolicyNote({ what = "your details" }: { what?: string }) {
  return (
    <p className="text-xs leading-relaxed text-muted">
      We use {what} only to answer you, and never share them for marketing. See our{" "}
      <a href={PRIVACY_PATH} className={policyLink}>
        Privacy Policy
      </a>{" "}
      and{" "}
      <a href={TERMS_PATH} className={policyLink}>
        Terms
      </a>
      .
    </p>
  );
}
