// The entry of the per-chunk catalogs test (src/catalogs-per-chunk.test.ts): one message of its
// own, and a screen loaded on demand.
import { msg } from '@lingui/core/macro';

export const entryMessage = msg`Email`;
export const openScreen = () => import('./screen.js');
