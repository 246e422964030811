import { z } from "zod";

export const ANALYTICS_EVENT_NAMES = [
  "page_view",
  "page_not_found",
  "mobile_menu_toggle",
  "navigation_click",
  "book_consultation_click",
  "footer_link_click",
  "social_media_click",
  "service_click",
  "cta_click",
  "contact_form_submit",
  "contact_form_success",
  "contact_form_error",
  "blog_click",
  "blog_post_action",
  "appointment_booked",
] as const;

const text = (max: number) => z.string().trim().max(max);

/** What a page may send to /api/analytics. Unknown fields are dropped, never stored. */
export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  category: text(100).optional(),
  label: text(200).optional(),
  value: z.number().finite().optional(),
  path: z
    .string()
    .max(500)
    .regex(/^\/[^\s]*$/, "Path must start with /"),
  referrer: z.string().max(1000).optional(),
});

export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;
