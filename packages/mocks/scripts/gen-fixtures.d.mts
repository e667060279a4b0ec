export const GENERATED_DIR: string;
export function render(): Promise<{ count: number; files: Record<string, string> }>;
export function generate(): Promise<number>;
