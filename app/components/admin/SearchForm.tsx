// The search box above an owner's list: a labelled search field and a Search button; the words
// go to `onSearch` trimmed ("" to clear), and the list keeps them in its address (?q=).
import { Button } from "../ui/button";

export function SearchForm({
  id,
  label,
  placeholder,
  defaultValue,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  onSearch: (q: string) => void;
}) {
  return (
    <search>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(String(new FormData(e.currentTarget).get("q") ?? "").trim());
        }}
      >
        <label className="min-w-0 flex-1 text-sm font-medium" htmlFor={id}>
          {label}
          <input
            id={id}
            name="q"
            type="search"
            defaultValue={defaultValue}
            placeholder={placeholder}
            maxLength={100}
            className="mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2.5"
          />
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </search>
  );
}
