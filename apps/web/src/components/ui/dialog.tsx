import { type ReactNode, useEffect, useId, useRef } from "react";

interface DialogProps {
  open: boolean;
  /** Escape, a click on the backdrop or a close button asks for this; the caller decides. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: showModal() traps focus, makes the page behind it
 * inert and closes on Escape, with no script-injected styles (the CSP allows none).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  className = "w-[min(94vw,28rem)]",
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // a click on the backdrop lands on the <dialog> itself, never on its content
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[92vh] overflow-y-auto rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/60 ${className}`}
    >
      {open ? (
        <div className="p-6">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-2 text-slate-700">
              {description}
            </p>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
