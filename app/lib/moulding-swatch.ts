// A moulding's swatch drawn from its colour: a mitred corner, its face as wide as the real profile
// (16 px per inch), in the site's gallery look. The seed builder writes the starting catalogue's
// swatches with it; the Worker draws one for a moulding the owner adds without a photo.
// Relative imports only: the Node seed builder imports this file directly.

export interface SwatchMoulding {
  name: string;
  finish: string;
  // #rrggbb
  colour: string;
  profileWidthInches: number;
  // Lighter and darker tones of the face for the bevel; made from the colour when not given.
  light?: string;
  dark?: string;
}

const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);

/** The colour moved `amount` (0-1) of the way towards white (towards black when negative). */
export function shadeColour(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return `#${[1, 3, 5]
    .map((at) => {
      const c = channel(hex, at);
      return Math.round(c + (target - c) * t)
        .toString(16)
        .padStart(2, "0");
    })
    .join("")}`;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function mouldingSwatchSvg(m: SwatchMoulding): string {
  const light = m.light ?? shadeColour(m.colour, 0.2);
  const dark = m.dark ?? shadeColour(m.colour, -0.32);
  const size = 96;
  const w = Math.round(Math.min(10 + m.profileWidthInches * 16, 58));
  const top = `0,0 ${size},0 ${size},${w} ${w},${w}`;
  const left = `0,0 ${w},${w} ${w},${size} 0,${size}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">
<title>${escapeXml(`${m.name} moulding, ${m.finish}`)}</title>
<defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient><linearGradient id="l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="#faf7f2"/>
<polygon points="${top}" fill="url(#t)"/><polygon points="${left}" fill="url(#l)"/>
<rect x="${w * 0.35}" y="${w * 0.35}" width="${size}" height="${size}" fill="none" stroke="${m.colour}" stroke-width="${Math.max(1, w * 0.12)}" opacity="0.7"/>
<line x1="0" y1="0" x2="${w}" y2="${w}" stroke="${dark}" stroke-width="1" opacity="0.6"/>
<path d="M${w} ${size}V${w}H${size}" fill="none" stroke="#1f1b16" stroke-opacity="0.25" stroke-width="1.5"/>
</svg>
`;
}
