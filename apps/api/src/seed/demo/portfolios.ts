/**
 * The demo creators' portfolios: pictures drawn at seed time (an SVG composition of flat shapes
 * rendered by sharp, no network), stored as any portfolio picture is (`storePicture`), with
 * captions in each creator's first language; some were made for one of their completed deals.
 */
import sharp from 'sharp';
import type { Config } from '../../config';
import { storePicture, type StoredPicture } from '../../storage';
import type { UserKey } from './keys';

/** What a picture shows, in flat shapes. */
type Motif = 'plate' | 'glass' | 'sea' | 'bike' | 'street' | 'plant' | 'bread' | 'sunset';

interface DemoPortfolioItem {
  caption: string | null;
  motif: Motif;
  /** Two colours: the background and the shapes'. */
  colours: readonly [string, string];
  /** Portrait (4:5), landscape (3:2) or square. */
  shape: 'portrait' | 'landscape' | 'square';
  /** The completed deal it was made for, as `<proposal key>:<creator key>`. */
  deal?: string;
}

const SIZES = { portrait: [800, 1000], landscape: [900, 600], square: [800, 800] } as const;

export const PORTFOLIOS: Partial<Record<UserKey, DemoPortfolioItem[]>> = {
  laia: [
    {
      caption: 'Vermut amb jazz al Vermut Gràcia: la barra just abans del primer set.',
      motif: 'glass',
      colours: ['#7b2d26', '#f4c27a'],
      shape: 'portrait',
      deal: 'vermut-jazz:laia',
    },
    {
      caption: 'Posta de sol en bici pel front marítim del Poblenou.',
      motif: 'sunset',
      colours: ['#f28f3b', '#2b4162'],
      shape: 'landscape',
      deal: 'bicis-sunset:laia',
    },
    {
      caption: 'Diumenge al mercat de l’Abaceria: fruita de temporada.',
      motif: 'street',
      colours: ['#84a59d', '#f6bd60'],
      shape: 'portrait',
    },
    {
      caption: 'Esmorzar de forquilla a la plaça del Sol.',
      motif: 'plate',
      colours: ['#f7ede2', '#c8553d'],
      shape: 'square',
    },
    {
      caption: 'Pa de pagès acabat de sortir del forn.',
      motif: 'bread',
      colours: ['#e9c46a', '#8d5524'],
      shape: 'portrait',
    },
    { caption: null, motif: 'plant', colours: ['#dde5b6', '#386641'], shape: 'square' },
  ],
  nuria: [
    {
      caption: 'Dijous de jazz i vermut: el piano i la barra plena.',
      motif: 'glass',
      colours: ['#22223b', '#f2e9e4'],
      shape: 'portrait',
      deal: 'vermut-jazz:nuria',
    },
    {
      caption: 'Tapes de la Pepita per compartir.',
      motif: 'plate',
      colours: ['#fefae0', '#bc6c25'],
      shape: 'landscape',
    },
    {
      caption: 'Un carrer del Born a primera hora.',
      motif: 'street',
      colours: ['#cdb4db', '#5e548e'],
      shape: 'portrait',
    },
    {
      caption: 'Calçotada a l’Empordà amb la colla.',
      motif: 'plate',
      colours: ['#ffddd2', '#e76f51'],
      shape: 'square',
    },
  ],
  marc: [
    {
      caption: 'Ruta al capvespre amb Bicis Poblenou.',
      motif: 'bike',
      colours: ['#ffb703', '#023047'],
      shape: 'landscape',
      deal: 'bicis-sunset:marc',
    },
    {
      caption: 'Surf d’hivern a la Barceloneta.',
      motif: 'sea',
      colours: ['#8ecae6', '#023e8a'],
      shape: 'portrait',
    },
    {
      caption: 'Entrenament al Bogatell abans de la feina.',
      motif: 'sunset',
      colours: ['#ffafcc', '#3a0ca3'],
      shape: 'landscape',
    },
  ],
  pau: [
    {
      caption: 'Documental corto sobre los músicos del Born.',
      motif: 'street',
      colours: ['#2a9d8f', '#264653'],
      shape: 'landscape',
    },
    {
      caption: 'La luz de la tarde en el Poblenou.',
      motif: 'sunset',
      colours: ['#f4a261', '#264653'],
      shape: 'portrait',
    },
    {
      caption: 'Bicis y mar: rodaje en la Nova Icària.',
      motif: 'bike',
      colours: ['#e9f5db', '#52796f'],
      shape: 'square',
    },
  ],
  aina: [
    {
      caption: 'Respiració al terrat del Jardí, just quan surt el sol.',
      motif: 'plant',
      colours: ['#caffbf', '#2d6a4f'],
      shape: 'portrait',
      deal: 'jardi-breath:aina',
    },
    {
      caption: 'Bany de matinada a la platja de la Mar Bella.',
      motif: 'sea',
      colours: ['#bde0fe', '#1d3557'],
      shape: 'landscape',
    },
    {
      caption: 'Ioga a la Ciutadella.',
      motif: 'plant',
      colours: ['#f1faee', '#457b9d'],
      shape: 'square',
    },
  ],
};

/** The flat shapes of a motif in a `w`×`h` frame, in the shapes' colour `ink`. */
function motifShapes(motif: Motif, w: number, h: number, ink: string): string {
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
  }
}

/** One demo picture as a PNG: the background's gradient and the motif's shapes. */
function drawPicture(item: DemoPortfolioItem): Promise<Buffer> {
  const [w, h] = SIZES[item.shape];
  const [background, ink] = item.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${background}" stop-opacity="0.75"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="#ffffff"/><rect width="${w}" height="${h}" fill="url(#g)"/>
    ${motifShapes(item.motif, w, h, ink)}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

export interface DemoPortfolioPicture {
  creator: UserKey;
  item: DemoPortfolioItem;
  picture: StoredPicture;
}

/** Draws and stores every demo portfolio picture (before the demo data's transaction). */
export async function storeDemoPortfolios(config: Config): Promise<DemoPortfolioPicture[]> {
  const entries = Object.entries(PORTFOLIOS) as [UserKey, DemoPortfolioItem[]][];
  const all = entries.flatMap(([creator, items]) => items.map((item) => ({ creator, item })));
  return Promise.all(
    all.map(async ({ creator, item }) => ({
      creator,
      item,
      picture: await storePicture(config, 'portfolio', await drawPicture(item), 'file'),
    })),
  );
}
