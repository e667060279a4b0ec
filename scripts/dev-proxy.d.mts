import type { ProxyOptions } from 'vite';

export const DEV_API_PORT: number;
export function devApiTarget(env?: NodeJS.ProcessEnv): string;
export function apiProxy(target?: string): Record<string, ProxyOptions>;
