import type { Plugin } from 'vite';

export function mockWorkerSource(): string;
export function mockWorker(): Plugin;
