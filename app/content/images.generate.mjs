// Generates the site's illustrative artwork (no stock photos, no network): SVG compositions
// rendered with sharp to WebP at the sizes the pages use. Run: node app/content/images.generate.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const OUT = join(import.meta.dirname, "../../public/images");
const PUBLIC = join(import.meta.dirname, "../../public");
mkdirSync(OUT, { recursive: true });

const P = {
  ground: "#FAF7F2",
  ink: "#1F1B16",
  walnut: "#8A5A2B",
  green: "#2F4A3A",
  line: "#E6DED3",
  ochre: "#C8963E",
  terracotta: "#B5563A",
  sage: "#9DB08F",
  dusty: "#7E97AB",
  cream: "#F3E9D6",
  rose: "#D9A79A",
};

const grain = `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 0.12 0 0 0 0 0.1 0 0 0 0 0.08 0 0 0 0.08 0"/><feComposite in2="SourceGraphic" operator="in"/></filter>`;
const canvasTexture = (w, h) =>
  `<rect width="${w}" height="${h}" filter="url(#grain)" opacity="0.9"/>`;
const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${grain}</defs>${body}</svg>`;

// Square works, drawn on a 1000x1000 canvas.
const works = {
  "custom-art-framing": `
    <rect width="1000" height="1000" fill="${P.cream}"/>
    <rect x="0" y="0" width="1000" height="560" fill="${P.dusty}" opacity="0.55"/>
    <circle cx="690" cy="330" r="170" fill="${P.ochre}" opacity="0.9"/>
    <path d="M0 620 C 220 520, 380 700, 560 610 S 860 520, 1000 600 L1000 1000 L0 1000Z" fill="${P.green}"/>
    <path d="M0 760 C 260 690, 420 840, 640 760 S 900 700, 1000 760 L1000 1000 L0 1000Z" fill="${P.terracotta}" opacity="0.85"/>
    <rect x="120" y="180" width="260" height="300" fill="${P.rose}" opacity="0.7" transform="rotate(-6 250 330)"/>
    <path d="M150 880 L 880 880" stroke="${P.ink}" stroke-width="6" opacity="0.5"/>
    ${canvasTexture(1000, 1000)}`,
  "photography-display": `
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E9C7A5"/><stop offset="0.6" stop-color="#F4E3CC"/></linearGradient></defs>
    <rect width="1000" height="1000" fill="url(#sky)"/>
    <circle cx="640" cy="430" r="90" fill="#F7D9A8"/>
    <path d="M0 600 L 180 470 L 330 560 L 520 400 L 720 560 L 860 480 L 1000 560 L1000 1000 L0 1000Z" fill="#8E9AA6"/>
    <path d="M0 700 L 220 600 L 420 690 L 610 590 L 820 700 L 1000 640 L1000 1000 L0 1000Z" fill="#5E6E6B"/>
    <path d="M0 820 C 300 760, 600 860, 1000 790 L1000 1000 L0 1000Z" fill="${P.green}"/>
    ${canvasTexture(1000, 1000)}`,
  "sports-memorabilia": `
    <rect width="1000" height="1000" fill="#3A2A1E"/>
    <rect x="60" y="60" width="880" height="880" fill="${P.green}"/>
    <rect x="60" y="60" width="880" height="880" fill="none" stroke="#241A12" stroke-width="30"/>
    <path d="M330 200 L 430 170 Q 500 210 570 170 L 670 200 L 800 300 L 740 400 L 680 360 L 680 760 L 320 760 L 320 360 L 260 400 L 200 300Z" fill="${P.cream}"/>
    <path d="M430 170 Q 500 230 570 170" fill="none" stroke="${P.terracotta}" stroke-width="18"/>
    <text x="500" y="560" font-family="DejaVu Serif, serif" font-weight="bold" font-size="220" text-anchor="middle" fill="${P.terracotta}">23</text>
    <circle cx="800" cy="800" r="80" fill="#F2EDE3"/>
    <path d="M735 770 Q 800 820 865 770 M735 830 Q 800 780 865 830" stroke="${P.terracotta}" stroke-width="6" fill="none"/>
    <rect x="160" y="800" width="200" height="44" fill="${P.ochre}"/>
    ${canvasTexture(1000, 1000)}`,
  "commercial-installation": `
    <rect width="1000" height="1000" fill="#EDE6DA"/>
    <rect y="760" width="1000" height="240" fill="#B89B7A"/>
    <rect y="750" width="1000" height="14" fill="#8C7355"/>
    ${[140, 420, 700]
      .map(
        (x, i) => `
      <rect x="${x}" y="260" width="180" height="240" fill="${P.ink}"/>
      <rect x="${x + 14}" y="274" width="152" height="212" fill="${P.ground}"/>
      <rect x="${x + 34}" y="296" width="112" height="168" fill="${[P.dusty, P.ochre, P.sage][i]}"/>
      <circle cx="${x + 90}" cy="${360 + i * 20}" r="${30 + i * 6}" fill="${[P.terracotta, P.green, P.rose][i]}"/>`,
      )
      .join("")}
    <path d="M100 220 L 900 220" stroke="#C9BBA6" stroke-width="4"/>
    <rect x="430" y="640" width="140" height="120" fill="${P.green}"/>
    <path d="M470 640 C 430 560, 520 540, 500 600 C 540 520, 600 600, 540 640Z" fill="${P.sage}"/>
    ${canvasTexture(1000, 1000)}`,
  "vintage-poster-restoration": `
    <rect width="1000" height="1000" fill="#1E3440"/>
    <rect x="0" y="0" width="1000" height="620" fill="#E7C99A"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M500 560 L ${-200 + i * 200} 0 L ${-100 + i * 200} 0Z" fill="#F0D7AE" opacity="0.7"/>`).join("")}
    <circle cx="500" cy="560" r="180" fill="${P.terracotta}"/>
    <path d="M0 620 L 1000 620 L 1000 1000 L 0 1000Z" fill="#274B5C"/>
    <path d="M0 700 Q 250 660 500 700 T 1000 700" stroke="#7FA7B5" stroke-width="10" fill="none"/>
    <path d="M0 780 Q 250 740 500 780 T 1000 780" stroke="#7FA7B5" stroke-width="8" fill="none" opacity="0.7"/>
    <path d="M330 640 L 400 480 L 470 640Z M540 640 L 610 430 L 680 640Z" fill="#1E3440"/>
    <rect x="140" y="860" width="720" height="60" fill="${P.ochre}"/>
    ${canvasTexture(1000, 1000)}`,
  "family-heirloom-preservation": `
    <rect width="1000" height="1000" fill="#EFE4D2"/>
    <ellipse cx="500" cy="500" rx="340" ry="420" fill="#B8976E"/>
    <ellipse cx="500" cy="500" rx="310" ry="390" fill="#D9C2A0"/>
    <circle cx="420" cy="400" r="70" fill="#5A4330"/>
    <path d="M330 830 C 330 600, 360 500, 420 490 C 480 500, 520 600, 520 830Z" fill="#4A382A"/>
    <circle cx="585" cy="420" r="64" fill="#6B5440"/>
    <path d="M585 380 C 640 380, 660 440, 640 480 C 690 560, 720 700, 700 840 L 470 840 C 480 700, 520 560, 560 480 C 530 440, 540 380, 585 380Z" fill="#F4EEE4"/>
    <path d="M560 480 C 600 520, 640 600, 660 700" stroke="#E4D8C6" stroke-width="10" fill="none"/>
    <circle cx="505" cy="620" r="30" fill="#F4EEE4" opacity="0.9"/>
    ${canvasTexture(1000, 1000)}`,
};

// 3:2 service illustrations on a 1200x800 canvas.
const services = {
  "custom-framing": `
    <rect width="1200" height="800" fill="${P.ground}"/>
    <path d="M200 150 L 1000 150 L 1000 650 L 200 650Z" fill="${P.walnut}"/>
    <path d="M250 200 L 950 200 L 950 600 L 250 600Z" fill="${P.cream}"/>
    <path d="M330 270 L 870 270 L 870 530 L 330 530Z" fill="${P.sage}"/>
    <circle cx="700" cy="370" r="60" fill="${P.ochre}"/>
    <path d="M330 530 L 470 420 L 560 480 L 680 400 L 870 520 L 870 530Z" fill="${P.green}"/>
    <path d="M200 150 L 250 200 M1000 150 L 950 200 M200 650 L 250 600 M1000 650 L 950 600" stroke="#5E3C1C" stroke-width="4"/>
    ${canvasTexture(1200, 800)}`,
  shadowbox: `
    <rect width="1200" height="800" fill="#EDE6DA"/>
    <rect x="250" y="110" width="700" height="580" fill="${P.ink}"/>
    <rect x="290" y="150" width="620" height="500" fill="#1F3A4D"/>
    ${[420, 600, 780].map((x, i) => `<rect x="${x - 26}" y="240" width="52" height="90" fill="${[P.terracotta, P.dusty, P.ochre][i]}"/><circle cx="${x}" cy="380" r="44" fill="${P.ochre}"/><circle cx="${x}" cy="380" r="28" fill="#E0B866"/>`).join("")}
    <path d="M420 480 L 780 480 L 600 600Z" fill="${P.cream}" opacity="0.85"/>
    ${canvasTexture(1200, 800)}`,
  printing: `
    <rect width="1200" height="800" fill="${P.ground}"/>
    <rect x="170" y="200" width="860" height="220" rx="24" fill="#3C3833"/>
    <rect x="220" y="250" width="760" height="40" rx="8" fill="#55504A"/>
    <rect x="260" y="410" width="680" height="280" fill="#FFFFFF"/>
    <rect x="300" y="450" width="600" height="200" fill="${P.dusty}"/>
    <circle cx="760" cy="520" r="50" fill="${P.ochre}"/>
    <path d="M300 650 L 460 540 L 580 610 L 720 520 L 900 640 L 900 650Z" fill="${P.green}"/>
    <circle cx="920" cy="310" r="12" fill="${P.sage}"/>
    ${canvasTexture(1200, 800)}`,
  installation: `
    <rect width="1200" height="800" fill="#EFE8DC"/>
    <rect x="330" y="170" width="300" height="380" fill="${P.walnut}"/>
    <rect x="355" y="195" width="250" height="330" fill="${P.cream}"/>
    <rect x="390" y="230" width="180" height="260" fill="${P.terracotta}" opacity="0.8"/>
    <path d="M480 170 L 480 120" stroke="${P.ink}" stroke-width="4"/>
    <circle cx="480" cy="115" r="8" fill="${P.ink}"/>
    <rect x="700" y="420" width="360" height="56" rx="10" fill="${P.ochre}"/>
    <rect x="840" y="432" width="80" height="32" rx="6" fill="#BFE3C4"/>
    <circle cx="880" cy="448" r="8" fill="${P.green}"/>
    <path d="M740 560 L 820 640 M820 560 L 740 640" stroke="${P.ink}" stroke-width="10" stroke-linecap="round"/>
    ${canvasTexture(1200, 800)}`,
  matting: `
    <rect width="1200" height="800" fill="${P.ground}"/>
    ${[
      [P.cream, -18],
      [P.sage, -9],
      [P.rose, 0],
      [P.dusty, 9],
    ]
      .map(
        ([fill, angle]) =>
          `<rect x="720" y="250" width="300" height="420" fill="${fill}" stroke="#D9CFC0" stroke-width="3" transform="rotate(${angle} 870 640)"/>`,
      )
      .join("")}
    <rect x="140" y="140" width="520" height="520" fill="${P.ink}"/>
    <rect x="162" y="162" width="476" height="476" fill="${P.cream}"/>
    <rect x="222" y="222" width="356" height="356" fill="${P.green}"/>
    <rect x="236" y="236" width="328" height="328" fill="#FFFDF8"/>
    <path d="M222 222 L 236 236 M578 222 L 564 236 M222 578 L 236 564 M578 578 L 564 564" stroke="#E4DACB" stroke-width="4"/>
    <rect x="276" y="276" width="248" height="248" fill="${P.dusty}" opacity="0.7"/>
    <circle cx="440" cy="360" r="46" fill="${P.ochre}"/>
    <path d="M276 524 L 350 440 L 420 490 L 470 450 L 524 500 L 524 524Z" fill="${P.green}"/>
    ${canvasTexture(1200, 800)}`,
  restoration: `
    <rect width="1200" height="800" fill="#EFE8DC"/>
    <g transform="rotate(-4 520 400)">
      <rect x="260" y="110" width="460" height="600" fill="#E7C99A"/>
      <circle cx="490" cy="380" r="110" fill="${P.terracotta}"/>
      <rect x="260" y="420" width="460" height="290" fill="#274B5C"/>
      <path d="M260 500 Q 375 470 490 500 T 720 500" stroke="#7FA7B5" stroke-width="8" fill="none"/>
      <rect x="320" y="620" width="340" height="40" fill="${P.ochre}"/>
      <path d="M560 110 L 530 230 L 585 300 L 540 420" stroke="#F4EEE4" stroke-width="14" fill="none" stroke-linejoin="bevel"/>
      <path d="M560 110 L 530 230 L 585 300 L 540 420" stroke="${P.walnut}" stroke-width="3" fill="none" stroke-dasharray="10 8"/>
    </g>
    <g transform="rotate(32 900 430)">
      <rect x="870" y="230" width="40" height="260" rx="16" fill="${P.walnut}"/>
      <rect x="866" y="480" width="48" height="60" fill="#A8A29A"/>
      <path d="M866 540 L 914 540 L 904 640 L 876 640Z" fill="${P.ochre}"/>
    </g>
    ${canvasTexture(1200, 800)}`,
  canvas: `
    <rect width="1200" height="800" fill="${P.ground}"/>
    <rect x="620" y="150" width="420" height="520" fill="none" stroke="#C9A878" stroke-width="44"/>
    <path d="M620 150 L 1040 670" stroke="#C9A878" stroke-width="36"/>
    <path d="M600 130 L 600 690 M1060 130 L 1060 690" stroke="#B08F60" stroke-width="6"/>
    <path d="M230 190 L 570 150 L 570 690 L 230 650Z" fill="${P.cream}"/>
    <path d="M570 150 L 610 175 L 610 665 L 570 690Z" fill="#D9C9AC"/>
    <path d="M262 230 L 540 198 L 540 640 L 262 612Z" fill="${P.sage}"/>
    <path d="M262 470 C 330 420, 400 500, 460 450 S 540 470, 540 470 L 540 640 L 262 612Z" fill="${P.green}"/>
    <circle cx="450" cy="310" r="48" fill="${P.ochre}"/>
    ${[220, 320, 420, 520, 620].map((y) => `<rect x="586" y="${y}" width="14" height="26" fill="#8C8781"/>`).join("")}
    ${canvasTexture(1200, 800)}`,
  consultation: `
    <rect width="1200" height="800" fill="#EFE8DC"/>
    <rect y="640" width="1200" height="160" fill="#CDB79A"/>
    <rect x="300" y="500" width="600" height="150" rx="26" fill="${P.green}"/>
    <rect x="270" y="470" width="90" height="180" rx="30" fill="#3B5A48"/>
    <rect x="840" y="470" width="90" height="180" rx="30" fill="#3B5A48"/>
    <rect x="430" y="130" width="220" height="280" fill="${P.ink}"/>
    <rect x="446" y="146" width="188" height="248" fill="${P.cream}"/>
    <rect x="474" y="176" width="132" height="188" fill="${P.terracotta}" opacity="0.8"/>
    ${[
      [290, 170, 110, 150],
      [290, 340, 110, 90],
      [690, 130, 150, 110],
      [690, 270, 150, 140],
    ]
      .map(
        ([x, y, w, h]) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#FBF6EC" stroke="${P.walnut}" stroke-width="5" stroke-dasharray="16 10"/>`,
      )
      .join("")}
    <rect x="960" y="560" width="120" height="80" rx="12" fill="${P.ochre}"/>
    <circle cx="1020" cy="600" r="24" fill="#E0B866"/>
    <path d="M960 640 L 900 660" stroke="${P.ochre}" stroke-width="10"/>
    ${canvasTexture(1200, 800)}`,
  rush: `
    <rect width="1200" height="800" fill="${P.ground}"/>
    <rect x="150" y="140" width="470" height="520" rx="14" fill="#FFFFFF" stroke="${P.line}" stroke-width="6"/>
    <rect x="150" y="140" width="470" height="90" rx="14" fill="${P.green}"/>
    <circle cx="250" cy="140" r="14" fill="${P.ink}"/>
    <circle cx="520" cy="140" r="14" fill="${P.ink}"/>
    ${[0, 1, 2, 3]
      .map((row) =>
        [0, 1, 2, 3, 4, 5, 6]
          .map(
            (col) =>
              `<rect x="${185 + col * 60}" y="${265 + row * 90}" width="44" height="60" rx="6" fill="${row === 1 && col === 4 ? P.walnut : P.line}"/>`,
          )
          .join(""),
      )
      .join("")}
    <circle cx="447" cy="385" r="46" fill="none" stroke="${P.terracotta}" stroke-width="8"/>
    <g transform="rotate(6 850 430)">
      <rect x="690" y="220" width="330" height="410" fill="${P.walnut}"/>
      <rect x="712" y="242" width="286" height="366" fill="${P.cream}"/>
      <rect x="752" y="282" width="206" height="286" fill="${P.dusty}" opacity="0.75"/>
      <circle cx="855" cy="380" r="52" fill="${P.rose}"/>
      <rect x="690" y="400" width="330" height="34" fill="${P.terracotta}"/>
      <rect x="838" y="220" width="34" height="410" fill="${P.terracotta}"/>
      <path d="M855 410 C 800 340, 760 380, 805 420 Z M855 410 C 910 340, 950 380, 905 420 Z" fill="#C4432F"/>
    </g>
    ${canvasTexture(1200, 800)}`,
};

const hero = `
  <rect width="1200" height="900" fill="#EFE6D8"/>
  <rect y="720" width="1200" height="180" fill="#CDB79A"/>
  <rect x="0" y="712" width="1200" height="12" fill="#A88D6B"/>
  <rect x="330" y="120" width="540" height="520" fill="${P.ink}"/>
  <rect x="352" y="142" width="496" height="476" fill="${P.ground}"/>
  <svg x="410" y="200" width="380" height="360" viewBox="0 0 1000 1000" preserveAspectRatio="none">${works["custom-art-framing"]}</svg>
  <rect x="110" y="250" width="160" height="210" fill="${P.walnut}"/>
  <rect x="124" y="264" width="132" height="182" fill="${P.cream}"/>
  <svg x="146" y="290" width="88" height="130" viewBox="0 0 1000 1000" preserveAspectRatio="none">${works["photography-display"]}</svg>
  <rect x="930" y="210" width="170" height="170" fill="${P.ink}"/>
  <rect x="944" y="224" width="142" height="142" fill="${P.ground}"/>
  <svg x="962" y="242" width="106" height="106" viewBox="0 0 1000 1000">${works["vintage-poster-restoration"]}</svg>
  <rect x="930" y="420" width="170" height="220" fill="${P.green}"/>
  <rect x="944" y="434" width="142" height="192" fill="${P.cream}"/>
  <path d="M1015 600 C 990 540, 1000 500, 1015 470 C 1030 500, 1040 540, 1015 600Z M1015 560 L 985 520 M1015 540 L 1045 505" stroke="${P.green}" stroke-width="5" fill="${P.sage}"/>
  ${canvasTexture(1200, 900)}`;

async function webp(svgText, width, height, file, quality = 74) {
  await sharp(Buffer.from(svgText))
    .resize(width, height)
    .webp({ quality, effort: 6 })
    .toFile(join(OUT, file));
}

for (const [id, body] of Object.entries(works)) {
  const s = svg(1000, 1000, body);
  for (const size of [400, 800, 1600])
    await webp(s, size, size, `sample-${id}-${size}.webp`, size === 400 ? 70 : 72);
}
for (const [id, body] of Object.entries(services)) {
  await webp(svg(1200, 800, body), 600, 400, `service-${id}-600.webp`);
}
const heroSvg = svg(1200, 900, hero);
await webp(heroSvg, 800, 600, "hero-gallery-wall-800.webp");
await webp(heroSvg, 1200, 900, "hero-gallery-wall-1200.webp");

const og = svg(
  1200,
  630,
  `
  <rect width="1200" height="630" fill="${P.ground}"/>
  <rect x="760" y="90" width="360" height="450" fill="${P.ink}"/>
  <rect x="778" y="108" width="324" height="414" fill="${P.cream}"/>
  <svg x="815" y="150" width="250" height="330" viewBox="0 0 1000 1000" preserveAspectRatio="none">${works["custom-art-framing"]}</svg>
  <text x="80" y="270" font-family="DejaVu Serif, serif" font-size="72" fill="${P.ink}">Heights Frame</text>
  <text x="80" y="355" font-family="DejaVu Serif, serif" font-size="72" fill="${P.ink}">Studio</text>
  <rect x="80" y="395" width="120" height="6" fill="${P.walnut}"/>
  <text x="80" y="460" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#5B5248">Custom picture framing in the Houston Heights</text>`,
);
await sharp(Buffer.from(og))
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(join(OUT, "og-default.jpg"));

const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Heights Frame Studio</title><rect x="3" y="3" width="26" height="26" rx="2" fill="none" stroke="#8A5A2B" stroke-width="4"/><rect x="10" y="10" width="12" height="12" fill="#2F4A3A"/></svg>`;
writeFileSync(join(PUBLIC, "favicon.svg"), mark);
await sharp(
  Buffer.from(
    mark.replace('viewBox="0 0 32 32"', 'viewBox="-4 -4 40 40" style="background:#FAF7F2"'),
  ),
)
  .resize(180, 180)
  .flatten({ background: P.ground })
  .png()
  .toFile(join(PUBLIC, "apple-touch-icon.png"));
console.log("Images written to", OUT);
