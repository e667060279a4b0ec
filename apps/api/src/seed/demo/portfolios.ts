/**
 * The demo creators' portfolios: pictures drawn at seed time (an SVG composition of flat shapes
 * rendered by sharp, no network), stored as any portfolio picture is (`storePicture`), with
 * captions in each creator's first language; some were made for one of their completed deals.
 */
import type { Config } from '../../config';
import type { StoredPicture } from '../../storage';
import { storeDrawing, type Motif } from './drawing';
import type { UserKey } from './keys';
import { mediaPictureSvg } from './pictures';

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

/** One demo picture: the background's gradient and the motif's shapes. */
function portfolioSvg(item: DemoPortfolioItem): Buffer {
  const [w, h] = SIZES[item.shape];
  return mediaPictureSvg(item.motif, item.colours, w, h);
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
      picture: await storeDrawing(config, 'portfolio', portfolioSvg(item)),
    })),
  );
}
