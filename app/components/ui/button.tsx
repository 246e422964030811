// Buttons and button-styled links. No React Router here: the tools' islands use these too
// (docs/decisions/0095-islands.md); the router's ButtonLink is in ./button-link.tsx.
import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "green";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent text-white hover:bg-accent-hover",
  secondary: "border border-line bg-surface text-ink hover:border-accent hover:text-accent-hover",
  ghost: "text-ink hover:bg-line/60",
  danger: "bg-danger text-white hover:bg-danger/90",
  green: "bg-green text-white hover:bg-green/90",
};

// Every size keeps a 44 px tap target (docs/decisions/0018-look-and-feel.md) except sm, used only in dense admin lists.
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-6 text-base",
};

export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra = "",
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export type Styled = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant,
  size,
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & Styled) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/** For tel:, mailto: and external links, which React Router's Link must not handle. */
export function ButtonAnchor({
  variant,
  size,
  className = "",
  ...props
}: ComponentProps<"a"> & Styled) {
  return <a className={buttonClass(variant, size, className)} {...props} />;
}
