// A screen loaded on demand, with a message of its own and one the entry already has.
import { msg } from '@lingui/core/macro';

export const screenMessages = [msg`Password`, msg`Email`];
