/**
 * Demo data: a small, realistic Barcelona marketplace for trying the product locally
 * (**Demo data** in docs/decisions.md). Loaded on an empty database only, never in production
 * unless asked for. Every demo account's password is `DEMO_PASSWORD`.
 *
 * The PNG helper (`png.ts`), the data per resource (`users.ts`, `categories.ts`, `profiles.ts`,
 * `brands.ts`, `proposals.ts`, `applications.ts`) and the loader (`load.ts`).
 */
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PUBLIC_SLUG } from './accounts';
export { isDatabaseEmpty, loadDemoData } from './load';
export { crc32, renderPng } from './png';
