/**
 * Barcelona's 10 districts and 73 neighbourhoods (barris), as the city names them (in Catalan,
 * the names people use in every language). The contract's `Barri` enum is these codes; the server
 * and the screens both read the district and the name from here.
 */

export const DISTRICTS = [
  { code: 'ciutat-vella', name: 'Ciutat Vella' },
  { code: 'eixample', name: 'Eixample' },
  { code: 'sants-montjuic', name: 'Sants-Montjuïc' },
  { code: 'les-corts', name: 'Les Corts' },
  { code: 'sarria-sant-gervasi', name: 'Sarrià-Sant Gervasi' },
  { code: 'gracia', name: 'Gràcia' },
  { code: 'horta-guinardo', name: 'Horta-Guinardó' },
  { code: 'nou-barris', name: 'Nou Barris' },
  { code: 'sant-andreu', name: 'Sant Andreu' },
  { code: 'sant-marti', name: 'Sant Martí' },
] as const;

export type District = (typeof DISTRICTS)[number]['code'];

export const BARRIS = [
  { code: 'el-raval', name: 'el Raval', district: 'ciutat-vella' },
  { code: 'el-barri-gotic', name: 'el Barri Gòtic', district: 'ciutat-vella' },
  { code: 'la-barceloneta', name: 'la Barceloneta', district: 'ciutat-vella' },
  {
    code: 'sant-pere-santa-caterina-i-la-ribera',
    name: 'Sant Pere, Santa Caterina i la Ribera',
    district: 'ciutat-vella',
  },
  { code: 'el-fort-pienc', name: 'el Fort Pienc', district: 'eixample' },
  { code: 'la-sagrada-familia', name: 'la Sagrada Família', district: 'eixample' },
  { code: 'la-dreta-de-l-eixample', name: 'la Dreta de l’Eixample', district: 'eixample' },
  {
    code: 'l-antiga-esquerra-de-l-eixample',
    name: 'l’Antiga Esquerra de l’Eixample',
    district: 'eixample',
  },
  {
    code: 'la-nova-esquerra-de-l-eixample',
    name: 'la Nova Esquerra de l’Eixample',
    district: 'eixample',
  },
  { code: 'sant-antoni', name: 'Sant Antoni', district: 'eixample' },
  { code: 'el-poble-sec', name: 'el Poble-sec', district: 'sants-montjuic' },
  {
    code: 'la-marina-del-prat-vermell',
    name: 'la Marina del Prat Vermell',
    district: 'sants-montjuic',
  },
  { code: 'la-marina-de-port', name: 'la Marina de Port', district: 'sants-montjuic' },
  { code: 'la-font-de-la-guatlla', name: 'la Font de la Guatlla', district: 'sants-montjuic' },
  { code: 'hostafrancs', name: 'Hostafrancs', district: 'sants-montjuic' },
  { code: 'la-bordeta', name: 'la Bordeta', district: 'sants-montjuic' },
  { code: 'sants-badal', name: 'Sants - Badal', district: 'sants-montjuic' },
  { code: 'sants', name: 'Sants', district: 'sants-montjuic' },
  { code: 'les-corts', name: 'les Corts', district: 'les-corts' },
  { code: 'la-maternitat-i-sant-ramon', name: 'la Maternitat i Sant Ramon', district: 'les-corts' },
  { code: 'pedralbes', name: 'Pedralbes', district: 'les-corts' },
  {
    code: 'vallvidrera-el-tibidabo-i-les-planes',
    name: 'Vallvidrera, el Tibidabo i les Planes',
    district: 'sarria-sant-gervasi',
  },
  { code: 'sarria', name: 'Sarrià', district: 'sarria-sant-gervasi' },
  { code: 'les-tres-torres', name: 'les Tres Torres', district: 'sarria-sant-gervasi' },
  {
    code: 'sant-gervasi-la-bonanova',
    name: 'Sant Gervasi - la Bonanova',
    district: 'sarria-sant-gervasi',
  },
  { code: 'sant-gervasi-galvany', name: 'Sant Gervasi - Galvany', district: 'sarria-sant-gervasi' },
  { code: 'el-putxet-i-el-farro', name: 'el Putxet i el Farró', district: 'sarria-sant-gervasi' },
  { code: 'vallcarca-i-els-penitents', name: 'Vallcarca i els Penitents', district: 'gracia' },
  { code: 'el-coll', name: 'el Coll', district: 'gracia' },
  { code: 'la-salut', name: 'la Salut', district: 'gracia' },
  { code: 'la-vila-de-gracia', name: 'la Vila de Gràcia', district: 'gracia' },
  {
    code: 'el-camp-d-en-grassot-i-gracia-nova',
    name: 'el Camp d’en Grassot i Gràcia Nova',
    district: 'gracia',
  },
  { code: 'el-baix-guinardo', name: 'el Baix Guinardó', district: 'horta-guinardo' },
  { code: 'can-baro', name: 'Can Baró', district: 'horta-guinardo' },
  { code: 'el-guinardo', name: 'el Guinardó', district: 'horta-guinardo' },
  { code: 'la-font-d-en-fargues', name: 'la Font d’en Fargues', district: 'horta-guinardo' },
  { code: 'el-carmel', name: 'el Carmel', district: 'horta-guinardo' },
  { code: 'la-teixonera', name: 'la Teixonera', district: 'horta-guinardo' },
  {
    code: 'sant-genis-dels-agudells',
    name: 'Sant Genís dels Agudells',
    district: 'horta-guinardo',
  },
  { code: 'montbau', name: 'Montbau', district: 'horta-guinardo' },
  { code: 'la-vall-d-hebron', name: 'la Vall d’Hebron', district: 'horta-guinardo' },
  { code: 'la-clota', name: 'la Clota', district: 'horta-guinardo' },
  { code: 'horta', name: 'Horta', district: 'horta-guinardo' },
  {
    code: 'vilapicina-i-la-torre-llobeta',
    name: 'Vilapicina i la Torre Llobeta',
    district: 'nou-barris',
  },
  { code: 'porta', name: 'Porta', district: 'nou-barris' },
  { code: 'el-turo-de-la-peira', name: 'el Turó de la Peira', district: 'nou-barris' },
  { code: 'can-peguera', name: 'Can Peguera', district: 'nou-barris' },
  { code: 'la-guineueta', name: 'la Guineueta', district: 'nou-barris' },
  { code: 'canyelles', name: 'Canyelles', district: 'nou-barris' },
  { code: 'les-roquetes', name: 'les Roquetes', district: 'nou-barris' },
  { code: 'verdun', name: 'Verdun', district: 'nou-barris' },
  { code: 'la-prosperitat', name: 'la Prosperitat', district: 'nou-barris' },
  { code: 'la-trinitat-nova', name: 'la Trinitat Nova', district: 'nou-barris' },
  { code: 'torre-baro', name: 'Torre Baró', district: 'nou-barris' },
  { code: 'ciutat-meridiana', name: 'Ciutat Meridiana', district: 'nou-barris' },
  { code: 'vallbona', name: 'Vallbona', district: 'nou-barris' },
  { code: 'la-trinitat-vella', name: 'la Trinitat Vella', district: 'sant-andreu' },
  { code: 'baro-de-viver', name: 'Baró de Viver', district: 'sant-andreu' },
  { code: 'el-bon-pastor', name: 'el Bon Pastor', district: 'sant-andreu' },
  { code: 'sant-andreu', name: 'Sant Andreu', district: 'sant-andreu' },
  { code: 'la-sagrera', name: 'la Sagrera', district: 'sant-andreu' },
  { code: 'el-congres-i-els-indians', name: 'el Congrés i els Indians', district: 'sant-andreu' },
  { code: 'navas', name: 'Navas', district: 'sant-andreu' },
  {
    code: 'el-camp-de-l-arpa-del-clot',
    name: 'el Camp de l’Arpa del Clot',
    district: 'sant-marti',
  },
  { code: 'el-clot', name: 'el Clot', district: 'sant-marti' },
  {
    code: 'el-parc-i-la-llacuna-del-poblenou',
    name: 'el Parc i la Llacuna del Poblenou',
    district: 'sant-marti',
  },
  {
    code: 'la-vila-olimpica-del-poblenou',
    name: 'la Vila Olímpica del Poblenou',
    district: 'sant-marti',
  },
  { code: 'el-poblenou', name: 'el Poblenou', district: 'sant-marti' },
  {
    code: 'diagonal-mar-i-el-front-maritim-del-poblenou',
    name: 'Diagonal Mar i el Front Marítim del Poblenou',
    district: 'sant-marti',
  },
  { code: 'el-besos-i-el-maresme', name: 'el Besòs i el Maresme', district: 'sant-marti' },
  { code: 'provencals-del-poblenou', name: 'Provençals del Poblenou', district: 'sant-marti' },
  { code: 'sant-marti-de-provencals', name: 'Sant Martí de Provençals', district: 'sant-marti' },
  { code: 'la-verneda-i-la-pau', name: 'la Verneda i la Pau', district: 'sant-marti' },
] as const;

export type Barri = (typeof BARRIS)[number]['code'];

const BY_CODE = new Map<string, (typeof BARRIS)[number]>(
  BARRIS.map((barri) => [barri.code, barri]),
);

/** Whether a value is one of the 73 codes. */
export function isBarri(value: unknown): value is Barri {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** A barri's district, or null for an unknown code. */
export function districtOf(code: string): District | null {
  return BY_CODE.get(code)?.district ?? null;
}

/**
 * A barri's name as a label: the city's own name with its first letter capitalised
 * ("el Raval" reads "El Raval"), or null for an unknown code.
 */
export function barriName(code: string): string | null {
  const name = BY_CODE.get(code)?.name;
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : null;
}

/** A district's name, or null for an unknown code. */
export function districtName(code: string): string | null {
  return DISTRICTS.find((district) => district.code === code)?.name ?? null;
}

/** The barris of one district, in the city's order. */
export function barrisOf(district: District): (typeof BARRIS)[number][] {
  return BARRIS.filter((barri) => barri.district === district);
}
