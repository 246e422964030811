// Formatting buttons over the post's Markdown (docs/decisions/0056-markdown-formatting-buttons.md):
// real buttons, so Tab and Enter reach them; each edits the textarea's selection and puts the
// cursor back with the formatted words (or the placeholder to type over) selected.
import { applyMarkdownFormat, type MarkdownFormat } from "~/lib/markdown-format";
import { Button } from "../ui/button";

const BUTTONS: Array<{ format: MarkdownFormat; label: string; text: string }> = [
  { format: "bold", label: "Bold", text: "B" },
  { format: "heading", label: "Heading", text: "H" },
  { format: "link", label: "Link", text: "Link" },
  { format: "list", label: "List", text: "List" },
  { format: "image", label: "Image", text: "Image" },
];

export function MarkdownToolbar({
  textareaId,
  value,
  onChange,
  disabled,
}: {
  textareaId: string;
  value: string;
  onChange: (next: string) => void;
  disabled?: boolean;
}) {
  function apply(format: MarkdownFormat) {
    const area = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    const edited = applyMarkdownFormat(
      value,
      area?.selectionStart ?? value.length,
      area?.selectionEnd ?? value.length,
      format,
    );
    onChange(edited.text);
    // After React has written the new value.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(edited.start, edited.end);
    });
  }
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={textareaId}
      className="flex flex-wrap gap-2"
    >
      {BUTTONS.map((b) => (
        <Button
          key={b.format}
          type="button"
          variant="secondary"
          size="sm"
          aria-label={b.label}
          title={b.label}
          disabled={disabled}
          onClick={() => apply(b.format)}
          className={b.format === "bold" ? "font-bold" : undefined}
        >
          {b.text}
        </Button>
      ))}
    </div>
  );
}
