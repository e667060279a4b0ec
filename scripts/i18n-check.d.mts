export const CATALOGS: string[];
export const TRANSLATED: string[];
type Catalog = Record<string, { message?: string; translation?: string }>;
export function placeholders(message: string): string[];
export function catalogProblems(
  name: string,
  committed: Record<string, Catalog>,
  extracted: Record<string, Catalog>,
): string[];
