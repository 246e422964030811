// A frame drawn to scale in SVG: one unit is one inch, so the art, the mat borders and the
// moulding keep their real proportions at any size on screen. Used live on /frame-designer and
// from a stored design in the admin's Quotes tab.
import { type PointerEvent, useId, useRef } from "react";
import { type DesignSnapshot, snapshotDimensions } from "~/lib/frame-design";
import { DOUBLE_MAT_REVEAL_INCHES } from "~/lib/frame-estimate";
import { CENTRED, type PhotoCrop, placePhoto } from "~/lib/photo-crop";

/** The visitor's photo: an object URL (never uploaded for the preview), its pixel size, its place. */
export interface PreviewPhoto {
  url: string;
  width: number;
  height: number;
  crop?: PhotoCrop;
}

// Light from the top left: the top and left rails catch it, the others are in shade.
const RAIL_LIGHT = { top: 0.22, left: 0.1, right: -0.18, bottom: -0.3 } as const;

// How much glare each glazing shows; museum glass is anti-reflective.
const GLARE: Record<string, number> = { regular: 0.16, "uv-filtering": 0.12, museum: 0 };

function rail(light: number) {
  return light > 0
    ? { fill: "#ffffff", fillOpacity: light }
    : { fill: "#000000", fillOpacity: -light };
}

export function FramePreview({
  design,
  photo,
  onPhotoDrag,
  label,
  className = "",
}: {
  design: DesignSnapshot;
  photo?: PreviewPhoto;
  // Dragging the photo with a pointer: the move in inches of the drawing, and the photo's
  // overflow beyond the window (what x and y of the crop are fractions of).
  onPhotoDrag?: (move: { x: number; y: number }, overflow: { x: number; y: number }) => void;
  // The text alternative; the drawing itself is described by the caller's summary.
  label: string;
  className?: string;
}) {
  const id = useId().replace(/:/g, "");
  const { outer, opening } = snapshotDimensions(design);
  const p = design.moulding.profileWidthInches;
  const W = outer.width;
  const H = outer.height;
  const mat = design.mat;
  const border = mat ? mat.widthInches + (mat.inner ? DOUBLE_MAT_REVEAL_INCHES : 0) : 0;
  const art = { x: p + border, y: p + border, w: design.widthInches, h: design.heightInches };
  const glare = GLARE[design.glazing.id] ?? 0.12;
  // A hairline that stays visible whatever the frame's size.
  const hair = Math.max(W, H) / 400;
  const placed =
    photo && photo.width > 0 && photo.height > 0
      ? placePhoto(art, photo, photo.crop ?? CENTRED)
      : null;

  const drag = useRef<{ x: number; y: number } | null>(null);
  const dragging = Boolean(onPhotoDrag && placed);
  const pointer = {
    onPointerDown: (e: PointerEvent<SVGSVGElement>) => {
      if (!dragging) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = { x: e.clientX, y: e.clientY };
    },
    onPointerMove: (e: PointerEvent<SVGSVGElement>) => {
      if (!drag.current || !placed || !onPhotoDrag) return;
      const box = e.currentTarget.getBoundingClientRect();
      // preserveAspectRatio "meet": the drawing's scale is the smaller of the two.
      const perPx = Math.max(W / box.width, H / box.height);
      const move = {
        x: (e.clientX - drag.current.x) * perPx,
        y: (e.clientY - drag.current.y) * perPx,
      };
      drag.current = { x: e.clientX, y: e.clientY };
      onPhotoDrag(move, { x: placed.width - art.w, y: placed.height - art.h });
    },
    onPointerUp: () => {
      drag.current = null;
    },
  };

  const rails = {
    top: `0,0 ${W},0 ${W - p},${p} ${p},${p}`,
    bottom: `0,${H} ${W},${H} ${W - p},${H - p} ${p},${H - p}`,
    left: `0,0 ${p},${p} ${p},${H - p} 0,${H}`,
    right: `${W},0 ${W - p},${p} ${W - p},${H - p} ${W},${H}`,
  } as const;

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      className={className}
      preserveAspectRatio="xMidYMid meet"
      {...(dragging ? pointer : {})}
      style={dragging ? { touchAction: "none", cursor: "move" } : undefined}
    >
      <defs>
        <linearGradient id={`${id}-art`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d9cdb8" />
          <stop offset="0.55" stopColor="#b9a98f" />
          <stop offset="1" stopColor="#8f8068" />
        </linearGradient>
        <linearGradient id={`${id}-glare`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity={glare} />
          <stop offset="0.45" stopColor="#ffffff" stopOpacity={0} />
        </linearGradient>
        <clipPath id={`${id}-window`}>
          <rect x={art.x} y={art.y} width={art.w} height={art.h} />
        </clipPath>
      </defs>

      {/* Mat boards (or the backing), then the art in its window. */}
      <rect
        x={p}
        y={p}
        width={opening.width}
        height={opening.height}
        fill={mat?.colour ?? "#1f1b16"}
      />
      {mat?.inner ? (
        <rect
          x={art.x - DOUBLE_MAT_REVEAL_INCHES}
          y={art.y - DOUBLE_MAT_REVEAL_INCHES}
          width={art.w + 2 * DOUBLE_MAT_REVEAL_INCHES}
          height={art.h + 2 * DOUBLE_MAT_REVEAL_INCHES}
          fill={mat.inner.colour}
        />
      ) : null}
      <g clipPath={`url(#${id}-window)`}>
        {photo && placed ? (
          <image
            href={photo.url}
            x={placed.x}
            y={placed.y}
            width={placed.width}
            height={placed.height}
            preserveAspectRatio="none"
          />
        ) : photo ? (
          <image
            href={photo.url}
            x={art.x}
            y={art.y}
            width={art.w}
            height={art.h}
            preserveAspectRatio="xMidYMid slice"
          />
        ) : (
          <>
            <rect x={art.x} y={art.y} width={art.w} height={art.h} fill={`url(#${id}-art)`} />
            <circle
              cx={art.x + art.w * 0.68}
              cy={art.y + art.h * 0.32}
              r={Math.min(art.w, art.h) * 0.14}
              fill="#efe6d4"
              fillOpacity={0.8}
            />
            <path
              d={`M${art.x} ${art.y + art.h * 0.78} Q ${art.x + art.w * 0.3} ${art.y + art.h * 0.52} ${art.x + art.w * 0.55} ${art.y + art.h * 0.7} T ${art.x + art.w} ${art.y + art.h * 0.6} V ${art.y + art.h} H ${art.x} Z`}
              fill="#2f4a3a"
              fillOpacity={0.55}
            />
          </>
        )}
      </g>
      {mat ? (
        // The bevel of the mat's window catches the light.
        <rect
          x={art.x}
          y={art.y}
          width={art.w}
          height={art.h}
          fill="none"
          stroke="#ffffff"
          strokeOpacity={0.7}
          strokeWidth={hair * 1.5}
        />
      ) : null}
      <rect x={p} y={p} width={opening.width} height={opening.height} fill={`url(#${id}-glare)`} />

      {/* The moulding: four mitred rails in its colour, shaded by the light. */}
      {(Object.keys(rails) as Array<keyof typeof rails>).map((side) => (
        <g key={side}>
          <polygon points={rails[side]} fill={design.moulding.colour} />
          <polygon points={rails[side]} {...rail(RAIL_LIGHT[side])} />
        </g>
      ))}
      <rect
        x={p}
        y={p}
        width={opening.width}
        height={opening.height}
        fill="none"
        stroke="#000000"
        strokeOpacity={0.35}
        strokeWidth={hair}
      />
      <rect
        x={hair / 2}
        y={hair / 2}
        width={W - hair}
        height={H - hair}
        fill="none"
        stroke="#000000"
        strokeOpacity={0.25}
        strokeWidth={hair}
      />
    </svg>
  );
}
