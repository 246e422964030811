// Emails written once as paragraphs: the text and HTML versions, links and quoted messages.

import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import { composeEmail } from "~worker/services/email";

describe("an email", () => {
  it("has the same paragraphs as text and as escaped HTML", () => {
    const email = composeEmail(
      "a@example.com",
      "Hello",
      {
        paragraphs: ["Hi <Ana> & co,", "Line one\nline two"],
        link: { label: "Your booking", url: "https://example.com/b?x=1&y=2" },
      },
      DEFAULT_SHOP_FACTS,
    );
    expect(email.text).toBe(
      "Hi <Ana> & co,\n\nLine one\nline two\n\nYour booking: https://example.com/b?x=1&y=2",
    );
    // The HTML part: the same paragraphs, escaped, in the shop's layout with the link as a button.
    expect(email.html).toMatch(/^<!doctype html>/);
    expect(email.html).toContain(">Hi &lt;Ana&gt; &amp; co,</p>");
    expect(email.html).toContain(">Line one<br>line two</p>");
    expect(email.html).toContain('href="https://example.com/b?x=1&amp;y=2"');
    expect(email.html).toMatch(/>Your booking<\/a>/);
    expect(email.html).not.toContain("<Ana>");
    expect(email.html).toContain("Heights Frame Studio");
  });

  it("quotes the message it answers after the text, as mail programs do", () => {
    const email = composeEmail(
      "a@example.com",
      "Re: hi",
      {
        paragraphs: ["Yes, we can."],
        quoted: { intro: "On Mar 9, Ana wrote:", text: "Can you <b>frame</b> it?\r\n\r\nThanks" },
      },
      DEFAULT_SHOP_FACTS,
    );
    expect(email.text).toBe(
      "Yes, we can.\n\nOn Mar 9, Ana wrote:\n> Can you <b>frame</b> it?\n>\n> Thanks",
    );
    expect(email.html).toContain("<p>On Mar 9, Ana wrote:</p>\n<blockquote");
    expect(email.html).toContain(
      ">Can you &lt;b&gt;frame&lt;/b&gt; it?<br><br>Thanks</blockquote>",
    );
  });
});
