import { screenHandle, screenMeta } from "~/components/admin/shell/screen";
import { TestimonialsScreen } from "~/components/admin/words/TestimonialsScreen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("testimonials");
export const meta = () => screenMeta("testimonials");

export default function Testimonials() {
  return <TestimonialsScreen />;
}
