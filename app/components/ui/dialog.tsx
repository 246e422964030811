// Radix Dialog with the shop's look: overlay click, Escape and the close button all dismiss.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { KeyboardEventHandler, ReactNode } from "react";
import { CloseIcon } from "./close-icon";

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  title,
  description,
  children,
  className = "",
  onKeyDown,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  // Keys for the whole dialog, wherever the focus is inside it (e.g. arrows in a gallery).
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/60" />
      <DialogPrimitive.Content
        onKeyDown={onKeyDown}
        className={`fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl bg-surface p-6 shadow-2xl ${className}`}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="font-serif text-2xl">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-line/60 hover:text-ink"
            aria-label="Close"
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-muted">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
