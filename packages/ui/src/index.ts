export { cn } from './lib/cn';
export { formatLongDate } from './lib/format';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export { Spinner } from './components/spinner/spinner';
export * from './features/public-proposal/public-proposal-view';
export * from './features/public-proposal/public-proposal-page';
