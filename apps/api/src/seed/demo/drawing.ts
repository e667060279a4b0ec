/**
 * The demo's pictures, drawn at seed time: small SVG compositions of flat shapes (no text, so no
 * font is needed; nothing comes from the network) rendered by sharp. One place for the motifs,
 * the rendering and the storing, shared by brands, portfolios, proposals and media files.
 */
import sharp from 'sharp';
import type { Config } from '../../config';
import { storePicture, type StoredPicture } from '../../storage';

/** An SVG document of `width` × `height` around `body`. */
export function svgDocument(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );
}

/** A drawing as PNG bytes (what a camera or a phone would upload, give or take). */
export function drawPng(svg: Buffer): Promise<Buffer> {
  return sharp(svg).png({ compressionLevel: 1 }).toBuffer();
}

/** Draws an SVG and stores it as a public picture in `folder` (`storePicture`, as an upload). */
export async function storeDrawing(
  config: Config,
  folder: string,
  svg: Buffer,
): Promise<StoredPicture> {
  return storePicture(config, folder, await drawPng(svg), 'file');
}

/**
 * Numbers in [0, 1) that are the same on every run for the same `seed` (a string hash, then
 * mulberry32): each demo picture differs from the others and from run to run it does not.
 */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a picture shows, in flat shapes. */
export type Motif =
  | 'plate'
  | 'glass'
  | 'sea'
  | 'bike'
  | 'street'
  | 'plant'
  | 'bread'
  | 'sunset'
  | 'note'
  | 'hanger'
  | 'bag'
  | 'lotus'
  | 'suitcase'
  | 'balloon';

/** The flat shapes of a motif in a `w`×`h` frame, in the shapes' colour `ink`. */
export function motifShapes(motif: Motif, w: number, h: number, ink: string): string {
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.min(w, h);
  switch (motif) {
    case 'plate':
      return `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.36}" ry="${r * 0.3}" fill="#ffffff" opacity="0.9"/>
        <circle cx="${cx - r * 0.08}" cy="${cy - r * 0.04}" r="${r * 0.1}" fill="${ink}"/>
        <circle cx="${cx + r * 0.1}" cy="${cy + r * 0.06}" r="${r * 0.07}" fill="${ink}" opacity="0.7"/>`;
    case 'glass':
      return `<path d="M${cx - r * 0.14} ${cy - r * 0.25} h${r * 0.28} l${-r * 0.04} ${r * 0.32} h${-r * 0.2} z" fill="${ink}" opacity="0.9"/>
        <rect x="${cx - r * 0.015}" y="${cy + r * 0.07}" width="${r * 0.03}" height="${r * 0.2}" fill="${ink}"/>
        <rect x="${cx - r * 0.1}" y="${cy + r * 0.26}" width="${r * 0.2}" height="${r * 0.025}" fill="${ink}"/>
        <circle cx="${cx + r * 0.07}" cy="${cy - r * 0.2}" r="${r * 0.03}" fill="#5a8f29"/>`;
    case 'sea':
      return `<rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${ink}"/>
        <path d="M0 ${h * 0.6} Q${w * 0.25} ${h * 0.55} ${w * 0.5} ${h * 0.6} T${w} ${h * 0.6} V${h * 0.66} H0 Z" fill="#ffffff" opacity="0.5"/>
        <circle cx="${w * 0.75}" cy="${h * 0.28}" r="${r * 0.1}" fill="#fff8e1"/>`;
    case 'bike':
      return `<circle cx="${cx - r * 0.18}" cy="${cy + r * 0.08}" r="${r * 0.13}" fill="none" stroke="${ink}" stroke-width="${r * 0.025}"/>
        <circle cx="${cx + r * 0.18}" cy="${cy + r * 0.08}" r="${r * 0.13}" fill="none" stroke="${ink}" stroke-width="${r * 0.025}"/>
        <path d="M${cx - r * 0.18} ${cy + r * 0.08} L${cx - r * 0.02} ${cy - r * 0.1} L${cx + r * 0.18} ${cy + r * 0.08} M${cx - r * 0.02} ${cy - r * 0.1} L${cx - r * 0.06} ${cy - r * 0.18}" stroke="${ink}" stroke-width="${r * 0.025}" fill="none"/>`;
    case 'street':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${w * (0.05 + i * 0.24)}" y="${h * (0.3 + (i % 2) * 0.1)}" width="${w * 0.2}" height="${h}" fill="${ink}" opacity="${0.6 + i * 0.1}"/>`,
        )
        .join('');
    case 'plant':
      return `<rect x="${cx - r * 0.12}" y="${cy + r * 0.12}" width="${r * 0.24}" height="${r * 0.22}" rx="${r * 0.03}" fill="#b5651d"/>
        <ellipse cx="${cx - r * 0.1}" cy="${cy - r * 0.02}" rx="${r * 0.08}" ry="${r * 0.18}" fill="${ink}" transform="rotate(-25 ${cx} ${cy})"/>
        <ellipse cx="${cx + r * 0.1}" cy="${cy - r * 0.02}" rx="${r * 0.08}" ry="${r * 0.18}" fill="${ink}" transform="rotate(25 ${cx} ${cy})"/>`;
    case 'bread':
      return `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.32}" ry="${r * 0.2}" fill="${ink}"/>
        <path d="M${cx - r * 0.16} ${cy - r * 0.06} l${r * 0.08} ${r * 0.1} M${cx - r * 0.02} ${cy - r * 0.1} l${r * 0.08} ${r * 0.12} M${cx + r * 0.12} ${cy - r * 0.08} l${r * 0.06} ${r * 0.1}" stroke="#f3d9a4" stroke-width="${r * 0.02}"/>`;
    case 'sunset':
      return `<circle cx="${cx}" cy="${h * 0.62}" r="${r * 0.2}" fill="#fff3b0"/>
        <rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="${ink}"/>
        <rect x="${w * 0.1}" y="${h * 0.7}" width="${w * 0.8}" height="${h * 0.01}" fill="#ffffff" opacity="0.4"/>`;
    case 'note':
      return `<ellipse cx="${cx - r * 0.12}" cy="${cy + r * 0.2}" rx="${r * 0.09}" ry="${r * 0.065}" fill="${ink}"/>
        <ellipse cx="${cx + r * 0.14}" cy="${cy + r * 0.14}" rx="${r * 0.09}" ry="${r * 0.065}" fill="${ink}"/>
        <path d="M${cx - r * 0.04} ${cy + r * 0.2} V${cy - r * 0.24} L${cx + r * 0.22} ${cy - r * 0.3} V${cy + r * 0.14}" stroke="${ink}" stroke-width="${r * 0.03}" fill="none"/>
        <path d="M${cx - r * 0.04} ${cy - r * 0.16} L${cx + r * 0.22} ${cy - r * 0.22}" stroke="${ink}" stroke-width="${r * 0.05}"/>`;
    case 'hanger':
      return `<path d="M${cx} ${cy - r * 0.2} q${r * 0.06} ${-r * 0.1} ${r * 0.01} ${-r * 0.14} q${-r * 0.05} ${-r * 0.03} ${-r * 0.07} ${r * 0.02}" stroke="${ink}" stroke-width="${r * 0.02}" fill="none"/>
        <path d="M${cx} ${cy - r * 0.2} L${cx - r * 0.3} ${cy} H${cx + r * 0.3} Z" stroke="${ink}" stroke-width="${r * 0.025}" fill="none" stroke-linejoin="round"/>
        <path d="M${cx - r * 0.22} ${cy + r * 0.02} h${r * 0.44} l${r * 0.04} ${r * 0.3} h${-r * 0.52} z" fill="${ink}" opacity="0.8"/>`;
    case 'bag':
      return `<rect x="${cx - r * 0.22}" y="${cy - r * 0.12}" width="${r * 0.44}" height="${r * 0.38}" rx="${r * 0.04}" fill="${ink}"/>
        <path d="M${cx - r * 0.1} ${cy - r * 0.12} v${-r * 0.06} a${r * 0.1} ${r * 0.1} 0 0 1 ${r * 0.2} 0 v${r * 0.06}" stroke="${ink}" stroke-width="${r * 0.025}" fill="none"/>`;
    case 'lotus':
      return [-50, -25, 0, 25, 50]
        .map(
          (angle, i) =>
            `<ellipse cx="${cx}" cy="${cy - r * 0.08}" rx="${r * 0.07}" ry="${r * 0.2}" fill="${ink}" opacity="${0.55 + (i % 3) * 0.15}" transform="rotate(${angle} ${cx} ${cy + r * 0.1})"/>`,
        )
        .join('');
    case 'suitcase':
      return `<rect x="${cx - r * 0.26}" y="${cy - r * 0.12}" width="${r * 0.52}" height="${r * 0.34}" rx="${r * 0.04}" fill="${ink}"/>
        <rect x="${cx - r * 0.08}" y="${cy - r * 0.2}" width="${r * 0.16}" height="${r * 0.09}" rx="${r * 0.02}" fill="none" stroke="${ink}" stroke-width="${r * 0.025}"/>
        <rect x="${cx - r * 0.16}" y="${cy - r * 0.12}" width="${r * 0.03}" height="${r * 0.34}" fill="#ffffff" opacity="0.4"/>
        <rect x="${cx + r * 0.13}" y="${cy - r * 0.12}" width="${r * 0.03}" height="${r * 0.34}" fill="#ffffff" opacity="0.4"/>`;
    case 'balloon':
      return `<ellipse cx="${cx - r * 0.1}" cy="${cy - r * 0.08}" rx="${r * 0.11}" ry="${r * 0.14}" fill="${ink}"/>
        <ellipse cx="${cx + r * 0.12}" cy="${cy - r * 0.14}" rx="${r * 0.1}" ry="${r * 0.13}" fill="${ink}" opacity="0.7"/>
        <path d="M${cx - r * 0.1} ${cy + r * 0.06} q${r * 0.03} ${r * 0.12} ${r * 0.08} ${r * 0.26} M${cx + r * 0.12} ${cy - r * 0.01} q${-r * 0.06} ${r * 0.14} ${-r * 0.14} ${r * 0.33}" stroke="${ink}" stroke-width="${r * 0.008}" fill="none"/>`;
  }
}
