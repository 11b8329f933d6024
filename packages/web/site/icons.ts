/**
 * The arcade's app icons as PNG files, drawn at build time with no image library: the page's
 * favicon (a dark rounded square with a cyan edge and three dots, `index.html`) rasterized at a
 * given size with 4×4 samples per pixel, and encoded as an 8-bit RGBA PNG (one IDAT of
 * unfiltered scanlines through zlib; CRC-32 per chunk, PNG specification §5). A maskable icon
 * fills its square with the background and keeps the drawing inside the safe circle (the inner
 * 80%, as the web app manifest's `purpose: maskable` asks).
 */
import { deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];

const BG: Rgba = [7, 11, 22, 255];
const CYAN: Rgba = [34, 228, 255, 255];
const PINK: Rgba = [255, 95, 210, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** Signed distance from (x, y) to a rounded box centred at (8, 8) (favicon units, 0..16). */
function roundBox(x: number, y: number, half: number, r: number): number {
  const qx = Math.abs(x - 8) - half + r;
  const qy = Math.abs(y - 8) - half + r;
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - r;
}

/** The favicon's colour at (x, y) in its 16-unit square; `fill`: what lies outside it. */
function favicon(x: number, y: number, fill: Rgba): Rgba {
  const dots: [number, number, Rgba][] = [
    [5, 5, PINK],
    [11, 11, PINK],
    [8, 8, CYAN],
  ];
  for (const [cx, cy, c] of dots) if (Math.hypot(x - cx, y - cy) <= 1.6) return c;
  const d = roundBox(x, y, 7, 3);
  if (Math.abs(d) <= 0.75) return CYAN;
  return d < 0 ? BG : fill;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of the icon, `size` pixels square; `maskable`: full background, drawing in the safe zone. */
export function iconPng(size: number, maskable = false): Buffer {
  const S = 4; // samples per pixel along each axis
  const raw = Buffer.alloc(size * (size * 4 + 1));
  // Maskable: the 16-unit drawing spans the middle 80% (its corners may be cut by the mask).
  const span = maskable ? 0.8 : 1;
  for (let py = 0; py < size; py++) {
    const row = py * (size * 4 + 1);
    raw[row] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < S; sy++)
        for (let sx = 0; sx < S; sx++) {
          const u = ((px + (sx + 0.5) / S) / size - 0.5) / span + 0.5;
          const v = ((py + (sy + 0.5) / S) / size - 0.5) / span + 0.5;
          const c = favicon(u * 16, v * 16, maskable ? BG : CLEAR);
          // Premultiplied, so that edges against transparency keep their colour.
          for (let i = 0; i < 3; i++) sum[i]! += c[i]! * c[3];
          sum[3]! += c[3];
        }
      const a = sum[3]! / (S * S);
      const at = row + 1 + px * 4;
      for (let i = 0; i < 3; i++) raw[at + i] = a ? Math.round(sum[i]! / sum[3]!) : 0;
      raw[at + 3] = Math.round(a);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
