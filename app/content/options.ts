// The old site's option lists: the forms, the server validation and the admin read these.

export const SERVICE_OPTIONS = [
  { value: "custom-framing", label: "Custom Framing" },
  { value: "matting-design", label: "Matting & Design" },
  { value: "restoration", label: "Art Restoration" },
  { value: "canvas-stretching", label: "Canvas Stretching" },
  { value: "consultation", label: "Design Consultation" },
  { value: "pickup-delivery", label: "Pickup & Delivery" },
] as const;

export const CONSULTATION_TYPES = [
  "Custom Framing",
  "Art Installation",
  "Restoration",
  "Corporate Services",
  "General Consultation",
] as const;

export const PREFERRED_TIMES = [
  "9:00 AM",
  "10:00 AM",
  "11:00 AM",
  "1:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
  "5:00 PM",
] as const;

export type ServiceOption = (typeof SERVICE_OPTIONS)[number]["value"];
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

export function isConsultationType(value: unknown): value is ConsultationType {
  return CONSULTATION_TYPES.includes(value as ConsultationType);
}
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

export function serviceLabel(value: string | null | undefined): string | undefined {
  return SERVICE_OPTIONS.find((o) => o.value === value)?.label;
}

// A form field real visitors never see or fill; bots do (docs/decisions/0004-forms.md).
export const HONEYPOT_FIELD = "website";

// Field limits of the enquiry forms: ../lib/enquiry-schema.ts enforces them, and the forms, which
// load no zod, set them as maxLength. 254 characters is the longest address email allows.
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_LENGTH = 20;
export const MESSAGE_MAX_LENGTH = 5000;
