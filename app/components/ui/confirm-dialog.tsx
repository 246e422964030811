// The one "are you sure?" dialog of the admin: a question, Cancel, and a danger button that
// shows progress. It cannot be dismissed while the action runs.
import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent } from "./dialog";

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  workingLabel,
  disabled,
  working = disabled,
  confirmDisabled = false,
  onConfirm,
  onDismiss,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  workingLabel: string;
  // Both buttons (and dismissing) are off while anything else is running too.
  disabled: boolean;
  // This dialog's own action is running: the button says so.
  working?: boolean;
  // The action cannot run now (the dialog says why); Cancel still closes it.
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !disabled && onDismiss()}>
      {open ? (
        <DialogContent title={title} className="max-w-md!">
          {children}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary" disabled={disabled}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" disabled={disabled || confirmDisabled} onClick={onConfirm}>
              {working ? workingLabel : confirmLabel}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
