/** Files for stories that upload: a real image, and the picker's file input. For stories only. */

/** A real PNG drawn on a canvas. */
export async function makePng(name: string, size = 32): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#c4330a';
  context.fillRect(0, 0, size, size);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error('toBlob failed'))),
      'image/png',
    ),
  );
  return new File([blob], name, { type: 'image/png' });
}

export function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}
