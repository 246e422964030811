// /contact's island entry (docs/decisions/0095-islands.md): the page's forms, the map and the
// toasts hydrate with React alone; the rest of the page is plain server-rendered HTML.
import { AppointmentCard, BOOKING_ISLAND } from "~/components/contact/AppointmentCard";
import { CONTACT_FORM_ISLAND, ContactForm } from "~/components/contact/ContactForm";
import { MAP_ISLAND, MapEmbed } from "~/components/contact/MapEmbed";
import { TOASTER_ISLAND, Toaster } from "~/components/ui/lazy-toaster";
import { hydrateIslands } from "~/page-delivery/browser/island";

hydrateIslands({
  [CONTACT_FORM_ISLAND]: ContactForm,
  [BOOKING_ISLAND]: AppointmentCard,
  [MAP_ISLAND]: MapEmbed,
  [TOASTER_ISLAND]: Toaster,
});
