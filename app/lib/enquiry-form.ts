// What the /contact action answers, read by both forms with and without JavaScript.
export type EnquiryIntent = "contact" | "appointment";

export type EnquiryFormResult =
  | {
      intent: EnquiryIntent;
      ok: true;
      message: string;
      // A booking just made: what and when, and the page that shows it.
      booking?: {
        title: string;
        when: string;
        start: string;
        end: string;
        manageUrl: string;
        calendarUrl: string;
        thankYouUrl: string;
      };
    }
  | {
      intent: EnquiryIntent;
      ok: false;
      error: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
      // The chosen time was just taken: the times are read again and said once, at the times.
      taken?: boolean;
      // The same email already booked that day: the card asks before booking a second one.
      duplicate?: boolean;
    };

// The server's success messages (API and form actions), the old site's toast texts, with the
// reply promise the owner sets in Shop settings (docs/decisions/0040-shop-facts-in-d1.md).
export const contactSuccessMessage = (replyPromise: string) =>
  `Thank you for your message! We'll get back to you ${replyPromise}.`;
// A booking is a request until the shop confirms it: said once, with what comes next (issue #40).
export const appointmentSuccessMessage = (replyPromise: string) =>
  `We're holding this time for you and will confirm it ${replyPromise}. An email with the details and your private link to change or cancel is on its way.`;
/** The contact form's panel after sending, without JavaScript. */
export const contactPanelText = (replyPromise: string) =>
  `We've received your message and will get back to you ${replyPromise}.`;

// The field that books a second time the same day after the warning (the service's name for it).
export const SECOND_BOOKING_FIELD = "confirmSecond";

export const CONTACT_TEXT = {
  successTitle: "Message Sent!",
  errorTitle: "Message not sent",
  errorFallback:
    "Sorry, there was an error sending your message. Please try again or call us directly.",
} as const;

export const APPOINTMENT_TEXT = {
  successTitle: "Consultation Requested!",
  errorTitle: "Submission Failed",
  errorDescription:
    "There was an error submitting your request. Please try again or call us directly.",
} as const;
