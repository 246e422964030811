// spec.md section 3's option lists: the forms, the server validation and the admin read these.

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
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

export function serviceLabel(value: string | null | undefined): string | undefined {
  return SERVICE_OPTIONS.find((o) => o.value === value)?.label;
}

// A form field real visitors never see or fill; bots do (decisions.md section 5).
export const HONEYPOT_FIELD = "website";
