// A React Router link styled as a button, for pages React Router hydrates. Apart from
// ./button.tsx so that islands, which must not import react-router, can use the buttons
// (docs/decisions/0095-islands.md).
import { Link, type LinkProps } from "react-router";
import { buttonClass, type Styled } from "./button";

export function ButtonLink({ variant, size, className = "", ...props }: LinkProps & Styled) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
