// Which mailbox an address delivers to, for the limits on mail to strangers
// (docs/decisions/0027-acknowledgement-limits.md): `victim+1@`, `victim+2@` and, at Gmail,
// `v.ictim@googlemail.com` all reach one person, so they count as one.

// Gmail ignores dots in the local part, and googlemail.com is the same service.
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox behind `address`: trimmed and lower-cased, the plus-tag dropped (`a+tag@` is `a@`),
 * and for gmail.com / googlemail.com the dots dropped too, under gmail.com.
 */
export function mailboxOf(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
