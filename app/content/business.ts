// The shop's fixed facts (docs/decisions/0001-business-facts.md): the name, founding year, claims,
// geo position and policies. The facts the owner changes on /admin/shop (phone, email, address,
// hours, prices, reply promise, links) live in D1 and are read through shopFacts(env)
// (docs/decisions/0040-shop-facts-in-d1.md); their values here are the typed default it falls back on.

const foundedYear = 2009;
const phoneE164 = "+17135550142";

const address = {
  street: "1105 Yale St, Suite 2",
  // How page copy names the street ("the studio on Yale Street").
  streetName: "Yale Street",
  city: "Houston",
  region: "TX",
  postalCode: "77008",
  country: "US",
} as const;

const oneLineAddress = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
// The map, the map link and the directions follow the address when the shop moves.
const mapsQuery = encodeURIComponent(oneLineAddress);

// How long a person's records are kept after the last contact, in months: the retention job
// and the privacy page both read it, so they cannot disagree.
const KEEP_ENQUIRIES_MONTHS = 24;

/** "two years", "18 months": a period as the privacy page says it. */
export function periodInWords(months: number): string {
  const words = ["one", "two", "three", "four", "five", "six"];
  if (months % 12 !== 0) return `${months} months`;
  const years = months / 12;
  return `${words[years - 1] ?? years} year${years === 1 ? "" : "s"}`;
}

export const business = {
  name: "Heights Frame Studio",
  legalName: "Heights Frame Studio",
  tagline: `Custom picture framing in the Houston Heights since ${foundedYear}`,
  foundedYear,
  claims: {
    yearsExperience: "15+",
    piecesFramed: "5000+",
    satisfaction: "100%",
    matColours: "500+",
    serviceRadiusMiles: 10,
    maxPrintWidthInches: 44,
  },
  priceRange: "$$",
  replyPromise: "within 24 hours",
  appointmentReminder: "We call 24 hours before your appointment.",
  address,
  geo: { latitude: 29.7904, longitude: -95.3988 },
  phone: { display: "(713) 555-0142", href: `tel:${phoneE164}`, e164: phoneE164 },
  email: "hello@heightsframestudio.com",
  // Opening hours; `opens`/`closes` are 24-hour times for JSON-LD openingHoursSpecification.
  hours: [
    {
      days: "Monday - Friday",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "10:00",
      closes: "18:00",
      label: "10:00 AM - 6:00 PM",
    },
    {
      days: "Saturday",
      dayOfWeek: ["Saturday"],
      opens: "11:00",
      closes: "17:00",
      label: "11:00 AM - 5:00 PM",
    },
    { days: "Sunday", dayOfWeek: ["Sunday"], opens: null, closes: null, label: "Closed" },
  ],
  timeZone: "America/Chicago",
  // Configurable placeholders the owner replaces.
  schedulingUrl: "https://calendly.com/heightsframestudio/consultation",
  social: {
    facebook: "https://www.facebook.com/heightsframestudio",
    instagram: "https://www.instagram.com/heightsframestudio",
    reviews: "https://www.yelp.com/biz/heights-frame-studio-houston",
  },
  // The site behind social.reviews, as the footer names it.
  reviewSiteName: "Yelp",
  // Where a customer leaves a Google review: the picked-up thank-you email links every customer
  // here, never only happy ones (Google forbids review gating). A placeholder the owner replaces.
  googleReviewUrl: "https://g.page/r/heights-frame-studio/review",
  mapUrl: `https://www.google.com/maps?q=${mapsQuery}`,
  mapEmbedUrl: `https://www.google.com/maps?q=${mapsQuery}&output=embed`,
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${mapsQuery}`,
  priceRanges: {
    customFraming: "$75-$300+",
    shadowbox: "$150-$500+",
    canvasStretching: "$50-$200+",
    restoration: "$100-$400+",
    uvGlassUpgrade: "$30-$60",
    conservationMounting: "$20-$40",
  },
  // The shop's promises in /privacy and /terms; the owner keeps them (and these dates) true.
  policies: {
    lastUpdated: "2026-11-23",
    // How long a person's messages, bookings, quote requests (with their photos) and finished
    // jobs' contact details are kept after the last contact: the daily retention job erases them
    // then (worker/services/customers/retention.ts), and /privacy says so from this same number.
    keepEnquiriesMonths: KEEP_ENQUIRIES_MONTHS,
    keepEnquiries: `${periodInWords(KEEP_ENQUIRIES_MONTHS)} after our last contact with you`,
    // How soon a deletion request is carried out.
    deletionWithin: "30 days",
    // Where a dispute about the terms is settled.
    governingLaw: "the State of Texas",
  },
} as const;

export const fullAddress = oneLineAddress;
