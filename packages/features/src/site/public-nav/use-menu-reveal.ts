import { useEffect, useMemo, useState } from 'react';
import {
  createMenuReveal,
  MENU_CLOSED,
  MENU_REVEAL_DELAY_MS,
  type MenuRevealState,
} from './timing';

export interface MenuRevealApi extends MenuRevealState {
  /** Opens or closes the menu (stable across renders). */
  setOpen: (open: boolean) => void;
  /** Opens a closed menu, closes an open one (stable across renders). */
  toggle: () => void;
}

/**
 * The mobile menu's state (public navigation): `open`, and `revealed`, which turns true `delay` ms
 * after opening and false at the moment the menu closes.
 */
export function useMenuReveal(delay: number = MENU_REVEAL_DELAY_MS): MenuRevealApi {
  const [state, setState] = useState<MenuRevealState>(MENU_CLOSED);
  const [reveal] = useState(() => createMenuReveal(setState, delay));
  useEffect(() => () => reveal.dispose(), [reveal]);
  const actions = useMemo(
    () => ({
      setOpen: (open: boolean) => (open ? reveal.open() : reveal.close()),
      toggle: () => reveal.toggle(),
    }),
    [reveal],
  );
  return { ...state, ...actions };
}
