/** The id of the hero's wave: the public navigation measures it to leave its transparent style. */
export const HERO_WAVE_ID = 'hero-wave';
