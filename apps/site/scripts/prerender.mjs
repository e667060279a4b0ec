// Renders every build-time page of the site to dist/<path>.html (after `vite build` and the
// renderer's `vite build --ssr`), so each page's content arrives in the first response.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const site = fileURLToPath(new URL('..', import.meta.url));
const dist = join(site, 'dist');
const { createSiteRenderer } = await import(
  pathToFileURL(join(site, 'dist-server/entry-server.js')).href
);
const renderer = createSiteRenderer({
  template: await readFile(join(dist, 'index.html'), 'utf8'),
  manifest: JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')),
  origin: process.env.PUBLIC_URL || undefined,
});

for (const path of renderer.paths) {
  const page = await renderer.page(path);
  if (!page) throw new Error(`${path} did not render.`);
  const file = join(dist, `${path.slice(1)}.html`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page.html);
}
console.log(`Prerendered ${renderer.paths.length} pages: ${renderer.paths.join(', ')}`);
