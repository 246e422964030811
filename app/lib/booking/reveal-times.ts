// After a day is chosen, its times may be below the fold on a phone, under the sticky Call / Book
// bar: bring them into view, unless they already are (no jump on a wide screen).
// Plain DOM, no react-router: the /contact island and the manage page share it.

// Room kept above the times for the fixed site header (4rem), and below for the first rows.
const HEADER_PX = 72;
const ROWS_PX = 120;

export function revealTimes(times: Element | null): void {
  if (!times) return;
  const top = times.getBoundingClientRect().top;
  const bar = document.querySelector('nav[aria-label="Call or book"]');
  const barTop = bar?.getBoundingClientRect();
  const bottom = barTop && barTop.height > 0 ? barTop.top : window.innerHeight;
  if (top >= HEADER_PX && top + ROWS_PX <= bottom) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  times.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
}
