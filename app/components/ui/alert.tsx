import type { HTMLAttributes } from "react";

export type AlertTone = "danger" | "success";

/** The colours of a boxed message; also for messages shaped otherwise, e.g. the chat's bubbles. */
export const alertToneClass: Record<AlertTone, string> = {
  danger: "border border-danger/30 bg-danger/5 text-danger",
  success: "border border-success/30 bg-success/5 text-success",
};

const sizes = { sm: "p-3 text-sm", md: "p-4" } as const;

/**
 * A boxed message. An error interrupts the screen reader (role="alert"); a confirmation waits
 * its turn (role="status").
 */
export function Alert({
  tone = "danger",
  size = "md",
  className = "",
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: AlertTone; size?: keyof typeof sizes }) {
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      {...props}
      className={`rounded-md ${alertToneClass[tone]} ${sizes[size]} ${className}`}
    />
  );
}
