import type { ComponentProps } from 'react';
import { controlProps, type ControlProps } from './control';

export { controlVariants, type ControlVariants } from './control';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & ControlProps;

/** A single-line text input: text, email, url, tel, password or search. */
export function Input({ type = 'text', ...props }: InputProps) {
  return <input type={type} {...controlProps('input', props)} />;
}
