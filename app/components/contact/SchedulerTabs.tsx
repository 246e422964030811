// The booking card's two tabs, shown only when the owner configured an external scheduler
// (docs/decisions/0010-booking.md). Loaded on demand by AppointmentCard, so Radix Tabs stay out of
// /contact's JavaScript when there is no scheduler, which is the usual case.
import type { ReactNode } from "react";
import { business } from "~/content/business";
import { track } from "~/lib/analytics";
import { ButtonAnchor } from "../ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";

export default function SchedulerTabs({ url, children }: { url: string; children: ReactNode }) {
  return (
    <Tabs defaultValue="request">
      {/* Two equal halves: on a phone a long label wraps inside its own tab, never below. */}
      <TabsList aria-label="How to book" className="grid! grid-cols-2">
        <TabsTrigger value="request" className="py-1.5 leading-tight">
          Book Online
        </TabsTrigger>
        <TabsTrigger value="calendly" className="py-1.5 leading-tight">
          Book with Calendly
        </TabsTrigger>
      </TabsList>
      <TabsContent value="request">{children}</TabsContent>
      <TabsContent value="calendly">
        <p className="text-muted">
          Prefer our external scheduler? Pick a time there and get a confirmation email straight
          away. {business.appointmentReminder}
        </p>
        <ButtonAnchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
          className="mt-6"
          onClick={() =>
            track({ name: "book_consultation_click", category: "contact", label: "calendly" })
          }
        >
          Book with Calendly
          <span className="sr-only"> (opens in a new tab)</span>
        </ButtonAnchor>
      </TabsContent>
    </Tabs>
  );
}
