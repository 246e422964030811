// Payments and completed sales by day (or week) as a bar chart, drawn by Chart.js loaded on this
// screen only, with the same figures in a table for screen readers.
import type { Chart } from "chart.js";
import { useEffect, useRef } from "react";
import { formatCents } from "~/lib/jobs";
import type { SalesReportAnswer } from "./report-answer";

type Point = SalesReportAnswer["days"][number];

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
  });

const pointLabel = (p: Point, bucket: SalesReportAnswer["bucket"]) =>
  bucket === "week" ? `Week of ${shortDay(p.date)}` : shortDay(p.date);

/** A theme colour (app/theme.css) as the page has it, for the canvas, which reads no CSS. */
const themeColour = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim();

export function ReportChart({ report }: { report: SalesReportAnswer }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { days, bucket } = report;

  useEffect(() => {
    let chart: Chart | undefined;
    let gone = false;
    // Loaded here, so Chart.js stays out of every other screen's scripts.
    void import("chart.js").then((c) => {
      if (gone || !canvas.current) return;
      c.Chart.register(
        c.BarController,
        c.BarElement,
        c.CategoryScale,
        c.LinearScale,
        c.Tooltip,
        c.Legend,
      );
      chart = new c.Chart(canvas.current, {
        type: "bar",
        data: {
          labels: days.map((p) => pointLabel(p, bucket)),
          datasets: [
            {
              label: "Payments received",
              data: days.map((p) => p.paymentsCents / 100),
              backgroundColor: themeColour("accent"),
            },
            {
              label: "Sales completed",
              data: days.map((p) => p.completedCents / 100),
              backgroundColor: themeColour("green"),
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: {
            y: {
              beginAtZero: true,
              ticks: { callback: (v) => formatCents(Math.round(Number(v) * 100)) },
            },
          },
          plugins: {
            legend: { position: "bottom" },
            tooltip: {
              callbacks: {
                label: (item) =>
                  `${item.dataset.label}: ${formatCents(Math.round(Number(item.raw) * 100))}`,
              },
            },
          },
        },
      });
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [days, bucket]);

  const per = bucket === "week" ? "week" : "day";
  return (
    <figure className="rounded-lg border border-line bg-surface p-4">
      <figcaption className="text-sm font-medium">
        Payments received and sales completed, by {per}
      </figcaption>
      <div className="relative mt-3 h-64 sm:h-72">
        <canvas
          ref={canvas}
          role="img"
          aria-label={`Bar chart of payments received and sales completed by ${per}; the table that follows has the same figures.`}
        />
      </div>
      {/* A table will not shrink to sr-only's 1 px: its wrapper clips it. */}
      <div className="sr-only">
        <table>
          <caption>
            Payments received, refunds, sales completed and orders written, by {per}
          </caption>
          <thead>
            <tr>
              <th scope="col">{bucket === "week" ? "Week of" : "Day"}</th>
              <th scope="col">Payments received</th>
              <th scope="col">Refunds</th>
              <th scope="col">Sales completed</th>
              <th scope="col">Orders written</th>
            </tr>
          </thead>
          <tbody>
            {days.map((p) => (
              <tr key={p.date}>
                <th scope="row">{pointLabel(p, bucket)}</th>
                <td>{formatCents(p.paymentsCents)}</td>
                <td>{formatCents(p.refundsCents)}</td>
                <td>{formatCents(p.completedCents)}</td>
                <td>{formatCents(p.writtenCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
