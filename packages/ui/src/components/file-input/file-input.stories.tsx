import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field/field';
import { FileInput, type FileInputProps } from './file-input';
import { layoutMeta } from '../_stories/story-helpers';

/** A real PNG drawn on a canvas; `noisy` makes it large (noise does not compress). */
async function makePng(name: string, size = 48, noisy = false): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#c4330a';
  context.fillRect(0, 0, size, size);
  if (noisy) {
    const pixels = context.getImageData(0, 0, size, size);
    for (let index = 0; index < pixels.data.length; index += 1) {
      pixels.data[index] = Math.floor(Math.random() * 256);
    }
    context.putImageData(pixels, 0, 0);
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error('toBlob failed'))),
      'image/png',
    ),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** Dispatches a real drag event carrying files (as a browser does when files are dragged in). */
function drag(target: HTMLElement, type: 'dragenter' | 'dragover' | 'drop', files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

function dropZone(root: HTMLElement): HTMLElement {
  const zone = root.querySelector<HTMLElement>('[data-slot="file-input-dropzone"]');
  if (!zone) throw new Error('No drop zone');
  return zone;
}

function hiddenInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

/** The image already saved for a proposal (inline, so no network). */
const SAVED_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#fec6a6"/><circle cx="40" cy="36" r="18" fill="#c4330a"/></svg>',
  );

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: {
    maxBytes: 5 * 1024 * 1024,
    onChange: fn(),
    onRemove: fn(),
    onReject: fn(),
  },
  ...layoutMeta('padded', {}, 'max-w-xl'),
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Choose image' });
    await expect(canvas.getByText('No image yet')).toBeVisible();
    await expect(button).toHaveAccessibleDescription(
      'PNG, JPG or WebP, up to 5 MB. Or drag it here.',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();

    // Keyboard: Tab to the button; Enter opens the system picker (the hidden input's click).
    const input = hiddenInput(canvasElement);
    await expect(input).not.toBeVisible();
    const openPicker = spyOn(input, 'click').mockImplementation(() => undefined);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openPicker).toHaveBeenCalledOnce();
    openPicker.mockRestore();

    // Picking a PNG previews it and reports it.
    const file = await makePng('brunch-gracia.png');
    await userEvent.upload(input, file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('img', { name: 'Preview of brunch-gracia.png' })).toBeVisible();
  },
};

/** Preview from an object URL: revoked when replaced, removed or unmounted. */
export const WithPreview: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(true);
    return (
      <div className="grid gap-3">
        {shown && <FileInput {...args} />}
        <button
          type="button"
          className="justify-self-start text-sm font-semibold text-primary-700 underline"
          onClick={() => setShown(false)}
        >
          Close the editor
        </button>
      </div>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const created = spyOn(URL, 'createObjectURL');
    const revoked = spyOn(URL, 'revokeObjectURL');
    try {
      const first = await makePng('brunch-gracia.png');
      await userEvent.upload(hiddenInput(canvasElement), first);
      const preview = canvas.getByRole('img', { name: 'Preview of brunch-gracia.png' });
      const firstUrl = created.mock.results[0]?.value as string;
      await expect(preview).toHaveAttribute('src', firstUrl);
      await expect(firstUrl.startsWith('blob:')).toBe(true);
      await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(48));
      await expect(canvas.getByText(/bytes|KB/)).toBeVisible();

      // Replace: the first URL is revoked.
      const second = await makePng('rooftop-yoga.png');
      await userEvent.upload(hiddenInput(canvasElement), second);
      await expect(revoked).toHaveBeenCalledWith(firstUrl);
      await expect(args.onChange).toHaveBeenLastCalledWith(second);
      const secondUrl = created.mock.results[1]?.value as string;
      await expect(
        canvas.getByRole('img', { name: 'Preview of rooftop-yoga.png' }),
      ).toHaveAttribute('src', secondUrl);

      // Remove (keyboard): the URL is revoked, onRemove called, focus back on the picker button.
      await userEvent.tab();
      await userEvent.tab();
      const remove = canvas.getByRole('button', { name: 'Remove image' });
      await expect(remove).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRemove).toHaveBeenCalledOnce();
      await expect(revoked).toHaveBeenCalledWith(secondUrl);
      await expect(canvas.queryByRole('img')).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveFocus();

      // Unmount: the live URL is revoked too.
      await userEvent.upload(hiddenInput(canvasElement), first);
      const thirdUrl = created.mock.results[2]?.value as string;
      await userEvent.click(canvas.getByRole('button', { name: 'Close the editor' }));
      await expect(revoked).toHaveBeenCalledWith(thirdUrl);
    } finally {
      created.mockRestore();
      revoked.mockRestore();
    }
  },
};

/** The saved image, before anything new is picked. */
export const CurrentImage: Story = {
  args: { value: SAVED_IMAGE },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      SAVED_IMAGE,
    );
    const file = await makePng('new-cover.png');
    await userEvent.upload(hiddenInput(canvasElement), file);
    await expect(canvas.getByRole('img', { name: 'Preview of new-cover.png' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(file);
  },
};

/** The parent starts uploading on change and reports progress. */
function UploadingAt({ percent, ...args }: FileInputProps & { percent: number }) {
  const [progress, setProgress] = useState<number>();
  return (
    <FileInput
      {...args}
      progress={progress}
      onChange={(file) => {
        args.onChange?.(file);
        setProgress(percent);
      }}
    />
  );
}

export const Uploading40: Story = {
  name: 'Uploading 40%',
  render: (args) => <UploadingAt {...args} percent={40} />,
  play: async ({ args, canvas, canvasElement }) => {
    const file = await makePng('brunch-gracia.png');
    await userEvent.upload(hiddenInput(canvasElement), file);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading brunch-gracia.png' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByText('40%')).toBeVisible();
    // While uploading, no other file can be picked or dropped.
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeDisabled();
    await userEvent.upload(hiddenInput(canvasElement), await makePng('other.png'));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const TooLarge: Story = {
  args: { maxBytes: 100 * 1024 },
  play: async ({ args, canvas, canvasElement }) => {
    const file = await makePng('terrace-4k.png', 300, true);
    await expect(file.size).toBeGreaterThan(100 * 1024);
    await userEvent.upload(hiddenInput(canvasElement), file);
    const message = await canvas.findByText(
      /^“terrace-4k\.png” is [\d.]+ KB; images can be up to 100 KB\.$/,
    );
    await expect(message.closest('[aria-live]')).not.toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith(message.textContent, file);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
      expect.stringContaining('images can be up to 100 KB.'),
    );
    // A file that fits clears the message.
    await userEvent.upload(hiddenInput(canvasElement), await makePng('terrace.png'));
    await expect(canvas.queryByText(/images can be up to/)).toBeNull();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const NotAnImage: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const pdf = new File(['%PDF-1.7 rate card'], 'rate-card.pdf', { type: 'application/pdf' });
    // Pickers can be told to show all files: the component checks the type itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(hiddenInput(canvasElement), pdf);
    await expect(
      await canvas.findByText(
        '“rate-card.pdf” isn’t an image we can use. Choose a PNG, JPG or WebP file.',
      ),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(hiddenInput(canvasElement).files).toHaveLength(0);
    // A GIF is an image, but not one of the accepted types.
    await user.upload(
      hiddenInput(canvasElement),
      new File(['GIF89a'], 'party.gif', { type: 'image/gif' }),
    );
    await expect(await canvas.findByText(/“party\.gif” isn’t an image we can use/)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An error from outside, e.g. the upload failed. */
export const UploadFailed: Story = {
  args: { error: 'The upload failed. Check your connection and try again.' },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Choose image' });
    await expect(button).toHaveAccessibleDescription(
      'PNG, JPG or WebP, up to 5 MB. Or drag it here. The upload failed. Check your connection and try again.',
    );
    const file = await makePng('brunch-gracia.png');
    await userEvent.upload(hiddenInput(canvasElement), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
  },
};

export const DragAndDrop: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const zone = dropZone(canvasElement);
    const root = canvasElement.querySelector('[data-slot="file-input"]');
    const file = await makePng('dropped.png');
    drag(zone, 'dragenter', [file]);
    drag(zone, 'dragover', [file]);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'dragging'));
    drag(zone, 'drop', [file]);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'idle'));
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('img', { name: 'Preview of dropped.png' })).toBeVisible();
    // The hidden input holds the file too, for plain HTML forms.
    await expect(hiddenInput(canvasElement).files?.[0]).toBe(file);

    // A dropped non-image is refused with a message.
    drag(zone, 'drop', [new File(['hola'], 'notes.txt', { type: 'text/plain' })]);
    await expect(await canvas.findByText(/“notes\.txt” isn’t an image/)).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: SAVED_IMAGE },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeDisabled();
    await userEvent.upload(hiddenInput(canvasElement), await makePng('brunch-gracia.png'));
    drag(dropZone(canvasElement), 'drop', [await makePng('dropped.png')]);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Current image' })).toBeVisible();
  },
};

/** In a Field: the label names the picker button and clicking it opens the picker. */
export const InField: Story = {
  render: (args) => (
    <Field label="Cover image" hint="Shown at the top of your proposal." required>
      <FileInput {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Cover image Choose image' });
    await expect(button).toHaveAccessibleDescription(
      'Shown at the top of your proposal. PNG, JPG or WebP, up to 5 MB. Or drag it here.',
    );
    const openPicker = spyOn(hiddenInput(canvasElement), 'click').mockImplementation(
      () => undefined,
    );
    await userEvent.click(canvas.getByText('Cover image'));
    await expect(openPicker).toHaveBeenCalledOnce();
    openPicker.mockRestore();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <FileInput {...args} />
      <FileInput {...args} value={SAVED_IMAGE} />
      <FileInput {...args} value={SAVED_IMAGE} progress={40} />
      <FileInput {...args} error="The upload failed. Check your connection and try again." />
      <FileInput {...args} disabled value={SAVED_IMAGE} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('button', { name: /Choose image|Replace image/ }),
    ).toHaveLength(5);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};
