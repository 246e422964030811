// A React Router link styled as a button (./button.tsx).
import { Link, type LinkProps } from "react-router";
import { buttonClass, type Styled } from "./button";

export function ButtonLink({ variant, size, className = "", ...props }: LinkProps & Styled) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
