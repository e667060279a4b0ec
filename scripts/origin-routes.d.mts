export function partFor(pathname: string): 'api' | 'portal' | 'site';
