import type { AppointmentStatus } from "../statuses";
// How each appointment status reads to the owner and the visitor.

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  done: "Done",
  no_show: "No-show",
  spam: "Spam",
};

export const STATUS_TONES = {
  pending: "warning",
  confirmed: "success",
  declined: "danger",
  cancelled: "neutral",
  done: "neutral",
  no_show: "danger",
  spam: "neutral",
} as const satisfies Record<AppointmentStatus, string>;
