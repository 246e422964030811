// Share a post: the device's share sheet where the browser has one (Web Share API), otherwise the
// link is copied, with the old site's 'Copied!' / 'Failed to copy content'. The page script does it
// (app/page-delivery/browser/page-script.ts), so it works on the post page, which is served without hydration.
import type { ShareData } from "~/page-delivery/browser/page-script";
import { Button } from "../ui/button";

export function ShareButton(props: ShareData) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="md" data-share={JSON.stringify(props)}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        Share
      </Button>
      <p
        role="status"
        className="text-sm font-medium text-success data-[tone=danger]:text-danger"
      />
    </div>
  );
}
