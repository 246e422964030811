import type { TrafficDay } from "~worker/services/seo/dashboard";

/** Daily page views (bars) with organic visits (darker), as a small SVG with a table for screen readers. */
export function TrafficChart({ days }: { days: TrafficDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.pageViews));
  const w = 600;
  const h = 140;
  const bar = w / days.length;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${w} ${h + 20}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="traffic-chart-title"
      >
        <title id="traffic-chart-title">Page views per day over the last {days.length} days</title>
        <line x1="0" x2={w} y1={h} y2={h} className="stroke-line" />
        {days.map((d, i) => {
          const ph = (d.pageViews / max) * (h - 10);
          const oh = (d.organic / max) * (h - 10);
          return (
            <g key={d.day}>
              <rect
                x={i * bar + 2}
                y={h - ph}
                width={bar - 4}
                height={ph}
                rx="2"
                className="fill-accent/30"
              />
              <rect
                x={i * bar + 2}
                y={h - oh}
                width={bar - 4}
                height={oh}
                rx="2"
                className="fill-green"
              />
            </g>
          );
        })}
        <text x="0" y={h + 16} className="fill-muted text-[11px]">
          {days[0]?.day}
        </text>
        <text x={w} y={h + 16} textAnchor="end" className="fill-muted text-[11px]">
          {days.at(-1)?.day}
        </text>
      </svg>
      <figcaption className="mt-2 flex gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="size-3 rounded-sm bg-accent/30" /> Page views
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="size-3 rounded-sm bg-green" /> From search engines
        </span>
      </figcaption>
      <div className="sr-only">
        <table>
          <caption>Daily traffic</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Page views</th>
              <th scope="col">Organic visits</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{d.pageViews}</td>
                <td>{d.organic}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
